#!/usr/bin/env bash
# Cross-checks every spec in Specs/ against Cucumber's own Gherkin parser (gherkin-official on
# PyPI): the pickles both parsers compile must be the same. Needs python3 with venv and network
# access to PyPI the first time; the virtual environment is cached in .build-gherkin-venv.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build-gherkin-venv
if ! "$venv/bin/python" -c 'import importlib.metadata as m; assert m.version("gherkin-official") == "42.0.1"' 2>/dev/null; then
  python3 -m venv "$venv"
  # A registry hiccup should not fail CI: try the install three times before giving up.
  for attempt in 1 2 3; do
    "$venv/bin/pip" install --quiet gherkin-official==42.0.1 && break
    [ "$attempt" = 3 ] && { echo "Could not install gherkin-official from PyPI." >&2; exit 1; }
    sleep $((attempt * 5))
  done
fi
# VIPER_SPEC names a viper-spec binary that is already built (.ci/run passes its own).
if [ -z "${VIPER_SPEC:-}" ]; then
  swift build --product viper-spec
  VIPER_SPEC="$(swift build --show-bin-path)/viper-spec"
fi
VIPER_SPEC="$VIPER_SPEC" "$venv/bin/python" .ci/check-gherkin.py "$@"
