#!/usr/bin/env bash
# Holds the mutation reports our code writes to what they promise: MutationReportSampleTests writes
# both reports (StrykerReport's JSON, MutationHTMLReport's page) of a hand-made run with every
# status into a scratch folder; .ci/check-mutation-report.py validates the JSON against Stryker's
# published schema (.ci/stryker) with jsonschema, and .ci/check-mutation-html.py opens the page in
# Chromium (Playwright, axe-core). Needs the tests built (`swift build --build-tests`; SCRATCH
# names another build folder), chromium on PATH (.ci/run installs it) and PyPI the first time.
# A few seconds: one test, two Python checks.
#
#   bash .ci/check-mutation-report.sh [SCREENSHOTS]   # also saves light and dark screenshots there
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-venv.sh
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-mutation.XXXXXX")"
trap 'rm -rf "$work"' EXIT
if ! VIPERSPEC_MUTATION_SAMPLE="$work" swift test --skip-build --scratch-path "${SCRATCH:-.build}" \
  --filter 'MutationReportSampleTests' > "$work/test.log" 2>&1; then
  cat "$work/test.log" >&2
  echo "MutationReportSampleTests did not write the sample reports." >&2
  exit 1
fi
for report in mutation.json mutation.html; do
  [ -s "$work/$report" ] || { echo "No $report was written into $work." >&2; exit 1; }
done
"$venv/bin/python" .ci/check-mutation-report.py "$work/mutation.json"
"$venv/bin/python" .ci/check-mutation-html.py "$work/mutation.html" "${1:-}"
