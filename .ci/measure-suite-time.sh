#!/usr/bin/env bash
# Measures the whole suite's test time (the figure `swift test` prints at its end) and the
# processor time it spends, RUNS times (3 by default), then each test module alone, so that a
# slower suite can be traced to the module that slowed it. Figures only: nothing is asserted.
#
# The suite's wall time is bounded below by its processor time over the cores (two here): the
# tests that prove a hang is caught wait for the whole process to stand still, so they end
# about a second after the last busy test.
#
#   bash .ci/measure-suite-time.sh                # builds the tests first (debug)
#   RUNS=5 bash .ci/measure-suite-time.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-3}"
scratch="${SCRATCH:-.build}"
log="$(mktemp "${TMPDIR:-/tmp}/viperspec-suite.XXXXXX")"
trap 'rm -f "$log" "$log.time"' EXIT

swift build --build-tests --scratch-path "$scratch" >/dev/null

run() { # $@: extra arguments; prints "test time, processor time"
  /usr/bin/time -f '%U %S' -o "$log.time" \
    swift test --skip-build --scratch-path "$scratch" "$@" >"$log" 2>&1 || true
  local test_time
  test_time=$(grep -oE 'Test run with [0-9]+ tests? in [0-9]+ suites? (passed|failed) after [0-9.]+' \
    "$log" | tail -1 | grep -oE '[0-9.]+$' || echo "?")
  # A failing run puts "Command exited with non-zero status" above the figures.
  read -r user system < <(tail -1 "$log.time")
  local failed=""
  grep -q "non-zero status" "$log.time" && failed=", some test failed"
  python3 -c "print(f'test time {\"$test_time\":>7} s, processor {$user + $system:5.1f} s (user $user, system $system)$failed')"
}

echo "whole suite:"
for round in $(seq "$runs"); do
  echo "  run $round: $(run)"
done

echo "each test module alone:"
for module in $(ls Tests | grep -E 'Tests$'); do
  printf '  %-20s %s\n' "$module" "$(run --filter "^$module\\.")"
done
