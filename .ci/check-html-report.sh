#!/usr/bin/env bash
# Opens the HTML report in a real browser: the report of the repository's specs, of a failing
# run and of a hostile spec, each with JavaScript on and off, through .ci/check-html-report.py
# (Playwright driving Debian's Chromium, axe-core for accessibility). Needs the debug build of
# viper-spec, chromium on PATH (.ci/run installs it) and access to PyPI the first time.
#
#   bash .ci/check-html-report.sh [SCREENSHOTS]   # also saves light and dark screenshots there
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-venv.sh
bin="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)"
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-html.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" .ci/check-html-report.py "$bin/viper-spec" "$work" "${1:-}"
