#!/usr/bin/env bash
# Cross-checks every spec in Specs/ against Cucumber's own Gherkin parser (gherkin-official on
# PyPI): the pickles both parsers compile must be the same. Needs python3 with venv and network
# access to PyPI the first time; the virtual environment is cached in .build-gherkin-venv.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build-gherkin-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet gherkin-official
fi
swift build --product viper-spec
VIPER_SPEC="$(swift build --show-bin-path)/viper-spec" "$venv/bin/python" .ci/check-gherkin.py "$@"
