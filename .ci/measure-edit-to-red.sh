#!/usr/bin/env bash
# Measures how long a team waits from editing a presenter to seeing its suite red (issue 55: at
# most 2 s), in the downstream example package (Tests/DownstreamExample) built against this
# repository, as a developer's edit-build-test loop has it:
#
#   edit      LoginPresenter tells the view "Signing in" where it told it nothing
#   build     `swift build --build-tests` (incremental, on a warm build folder)
#   test      `swift test --skip-build --filter '^LoginTests\.LoginPresenterTests/'`
#
# or, with LOOP=test, the one command that does both: `swift test --filter …`, which builds first.
# The clock starts at the edit and stops when `swift test` exits having reported the failure. The
# package is a scratch copy of the example's tracked files (as .ci/run makes one), its ViperSpec
# dependency pointed at this repository; its tests are built once before timing (warm). Each of
# RUNS runs (5 by default) edits, builds, tests, then restores the file, rebuilds and tests green,
# untimed. Each run prints its split, from the lines the build and the test write, timestamped as
# they arrive (SwiftPM writes a step's line when the step ends; `swift test` hands on its test
# processes' output only when they exit, so those lines carry no time of their own):
#
#   total     the edit to `swift test`'s exit
#   build     `swift build`, the edit to its exit (LOOP=test: to "Build complete!"); of which
#     start   to "Building for debugging...": SwiftPM's start-up, toolchain probes, manifests, plan
#     compile to the last module compiled or emitted
#     link    to the build's end: the test bundle's and login-spec's links, side by side
#   test      `swift test`, its start (LOOP=test: the build's end) to its exit; of which
#     run     the test run, as Swift Testing reports it ("… failed after 0.012 seconds")
#   cpu       the user and system time of every process the run started (`times`), which a
#             busy machine moves less than the wall clock: it tells noise from signal
#
# then the median, minimum and maximum of each, and the load average when each run began. It
# prints figures only and asserts no timing; it exits non-zero if an edited run is not red (for the
# edit's reason) or a restored one not green.
#
# Two traps would time something else. SwiftPM keys its manifest cache on the whole environment
# (`_` included, which `flock` changes), and a miss recompiles both manifests, about half a second:
# every swift command here runs with one environment. The Swift driver reads a source's
# modification time to the second: an edit in the second the file was last written is not
# compiled, and the stale test bundle passes: each edit and restore waits, untimed, for a new
# second. Builds share the machine: with VIPERSPEC_BUILD_LOCK set to a file, every build takes
# `flock` on it and each timed run holds it from the edit to the result (the wait is not timed).
#
#   bash .ci/measure-edit-to-red.sh
#   LOOP=test bash .ci/measure-edit-to-red.sh
#   RUNS=9 VIPERSPEC_BUILD_LOCK=/tmp/viperspec-build.lock bash .ci/measure-edit-to-red.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-5}"
loop="${LOOP:-build-then-test}"
case "$loop" in
  build-then-test | test) ;;
  *) echo "LOOP is build-then-test (the default) or test, not '$loop'." >&2; exit 2 ;;
esac
lock="${VIPERSPEC_BUILD_LOCK:-}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-edit-to-red.XXXXXX")"
# SwiftPM leaves its lock files beside the folder, named after its path.
trap 'rm -rf "$work" "${TMPDIR:-/tmp}/${work//\//_}_.build"*.lock' EXIT

presenter="Sources/Login/LoginPresenter.swift"
suite='^LoginTests\.LoginPresenterTests/'
before='LoginViewState(account: account, message: nil, isSigningIn: true)'
after='LoginViewState(account: account, message: "Signing in", isSigningIn: true)'

(cd "$repo/Tests/DownstreamExample" && git ls-files -z | xargs -0 tar -cf - --) \
  | tar -xf - -C "$work"
sed -i.orig "s#path: \"../..\"#path: \"$repo\"#" "$work/Package.swift"
rm "$work/Package.swift.orig"
grep -qF "$before" "$work/$presenter" || {
  echo "$presenter no longer builds '$before'; update this script's edit." >&2
  exit 1
}
cp "$work/$presenter" "$work/presenter.orig"
cd "$work"

swiftpm() { env -u _ swift "$@"; }
locked_swiftpm() {
  if [[ -n "$lock" ]]; then flock "$lock" env -u _ swift "$@"; else swiftpm "$@"; fi
}
if [[ -n "$lock" ]]; then exec 9>"$lock"; fi

stamp() { # prefixes each line read with the wall clock, in seconds, starting no process
  local line
  while IFS= read -r line || [[ -n "$line" ]]; do printf '%s %s\n' "$EPOCHREALTIME" "$line"; done
}

fresh_second() { # waits, untimed, until the clock has left the second $1 was last written in
  local written
  written="$(stat -c %Y "$1")"
  while ((${EPOCHREALTIME%.*} <= written)); do sleep 0.05; done
}

green() { # rebuilds and runs the suite, which must pass, with the commands the loop times
  local status=0
  if [[ "$loop" == test ]]; then
    locked_swiftpm test --filter "$suite" > green-test.log 2>&1 || status=$?
  else
    locked_swiftpm build --build-tests > green-test.log 2>&1 \
      && swiftpm test --skip-build --filter "$suite" >> green-test.log 2>&1 || status=$?
  fi
  if [[ "$status" -ne 0 ]] \
    || ! grep -q 'Test run with [1-9][0-9]* tests* in 1 suite passed' green-test.log; then
    cat green-test.log >&2
    echo "The restored presenter's suite is not green, or did not build (log above)." >&2
    exit 1
  fi
}

echo "warming: swift build --build-tests of the example and its ViperSpec dependency" >&2
green

results="$work/results"
: > "$results"
for run in $(seq "$runs"); do
  if [[ -n "$lock" ]]; then flock 9; fi
  fresh_second "$presenter"
  load="$(cut -d' ' -f1 /proc/loadavg)"
  times > cpu-before.txt # the second line: what the finished children used, user and system
  edited="$EPOCHREALTIME"
  sed -i.orig "s/$before/$after/" "$presenter" && rm "$presenter.orig"
  status=0
  if [[ "$loop" == test ]]; then
    swiftpm test --filter "$suite" 2>&1 | stamp > test.log || status=$? # pipefail: swift's status
    red="$EPOCHREALTIME"
    cp test.log build.log
    built="$(sed -n 's/^\([0-9.]*\) Build complete!.*/\1/p' build.log)"
    built="${built:-$red}"
  else
    swiftpm build --build-tests 2>&1 | stamp > build.log || status=$?
    built="$EPOCHREALTIME"
    if [[ "$status" -ne 0 ]]; then
      cat build.log >&2
      echo "Run $run: the edited example did not build (log above)." >&2
      exit 1
    fi
    status=0
    swiftpm test --skip-build --filter "$suite" 2>&1 | stamp > test.log || status=$?
    red="$EPOCHREALTIME"
  fi
  times > cpu-after.txt
  if [[ -n "$lock" ]]; then flock -u 9; fi
  if [[ "$status" -eq 0 ]] || ! grep -q 'message: "Signing in"' test.log \
    || ! grep -q 'Test run with [1-9][0-9]* tests* in 1 suite failed' test.log; then
    cat test.log >&2
    echo "Run $run: the edited presenter's suite is not red for the edit (log above)." >&2
    exit 1
  fi
  python3 - "$edited" "$built" "$red" "$load" >> "$results" <<'PY'
import re, sys
edited, built, red = map(float, sys.argv[1:4])
def cpu(name): # `times`: children's user and system time, "0m1.234s 0m0.056s"
    line = open(name).read().splitlines()[1]
    return sum(int(m) * 60 + float(s) for m, s in re.findall(r"(\d+)m([\d.]+)s", line))
def lines(name):
    for line in open(name, encoding="utf-8", errors="replace"):
        stamp, _, text = line.partition(" ")
        yield float(stamp), text
build = list(lines("build.log"))
planned = next((t for t, text in build if text.startswith("Building for")), edited)
compiled = max([t for t, text in build if re.search(r"\] (Compiling|Emitting module) ", text)],
               default=planned)
reported = [float(m.group(1)) for _, text in lines("test.log")
            for m in [re.search(r"Test run with .* after ([0-9.]+) seconds", text)] if m]
run = reported[-1] if reported else 0.0
print(" ".join(f"{x:.2f}" for x in [red - edited, built - edited, planned - edited,
                                    compiled - planned, built - compiled, red - built, run,
                                    cpu("cpu-after.txt") - cpu("cpu-before.txt")]),
      sys.argv[4])
PY
  fresh_second "$presenter"
  cp presenter.orig "$presenter"
  green
done

python3 - "$results" "$loop" <<'PY'
import statistics, sys
names = ["total", "build", "start", "compile", "link", "test", "run", "cpu"]
rows = [line.split() for line in open(sys.argv[1])]
columns = list(zip(*[[float(x) for x in row[:8]] for row in rows]))
print(f"{'run':>6} " + " ".join(f"{n:>7}" for n in names) + "   load")
for i, row in enumerate(rows, 1):
    print(f"{i:>6} " + " ".join(f"{float(x):>7.2f}" for x in row[:8]) + f"   {row[8]}")
for label, pick in [("median", statistics.median), ("min", min), ("max", max)]:
    print(f"{label:>6} " + " ".join(f"{pick(c):>7.2f}" for c in columns))
print()
print(f"seconds, loop {sys.argv[2]}; build = start + compile + link; total = build + test;")
print("cpu: user and system time of every process of the run, which another build's load moves")
print("less than the wall clock")
PY
