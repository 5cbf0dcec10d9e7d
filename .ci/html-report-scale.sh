#!/usr/bin/env bash
# The HTML report's benchmark: 10,000 scenarios run and written with --html, then the report's
# size, its load time in headless Chromium and a search's answer time, printed (never asserted).
# Not part of .ci/run. Needs what check-html-report.sh needs.
#
#   bash .ci/html-report-scale.sh [SCENARIOS]
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-venv.sh
swift build -Xswiftc -warnings-as-errors --product viper-spec >/dev/null
bin="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)"
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-scale.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" .ci/html-report-scale.py "$bin/viper-spec" "$work" "${1:-10000}"
