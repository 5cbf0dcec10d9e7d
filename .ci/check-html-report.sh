#!/usr/bin/env bash
# Opens the HTML report in a real browser: the report of the repository's specs, of a failing
# run and of a hostile spec, each with JavaScript on and off, through .ci/check-html-report.py
# (Playwright driving Debian's Chromium, axe-core for accessibility). Needs the debug build of
# viper-spec, chromium on PATH (.ci/run installs it) and access to PyPI the first time.
#
#   bash .ci/check-html-report.sh [SCREENSHOTS]   # also saves light and dark screenshots there
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build-browser-venv
requirements=.ci/browser-requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  for attempt in 1 2 3; do
    "$venv/bin/pip" install --quiet -r "$requirements" && break
    [ "$attempt" = 3 ] && { echo "Could not install $requirements from PyPI." >&2; exit 1; }
    sleep $((attempt * 5))
  done
  cp "$requirements" "$venv/requirements.txt"
fi
bin="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)"
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-html.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$venv/bin/python" .ci/check-html-report.py "$bin/viper-spec" "$work" "${1:-}"
