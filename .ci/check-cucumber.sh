#!/usr/bin/env bash
# Cross-checks step phrases (Cucumber Expressions), regular expression steps and tag expressions
# with Cucumber's Python reference implementations, pinned in .ci/cucumber-requirements.txt, on
# Cucumber's own test data and 5,000 mutants of it (seed 1): see check-cucumber.py. Needs python3
# with venv and network access to PyPI the first time; the virtual environment is cached in
# .build-cucumber-venv and rebuilt when the pins change.
set -euo pipefail
cd "$(dirname "$0")/.."

source .ci/cucumber-venv.sh
# CUCUMBER_READINGS names a cucumber-readings binary that is already built (.ci/run passes its own).
if [ -z "${CUCUMBER_READINGS:-}" ]; then
  swift build --product cucumber-readings
  CUCUMBER_READINGS="$(swift build --show-bin-path)/cucumber-readings"
fi
export CUCUMBER_READINGS
# Arguments: how many mutants (5,000) and the seed (1); CI runs the same ones every time.
exec "$venv/bin/python" .ci/check-cucumber.py "${1:-5000}" "${2:-1}"
