#!/usr/bin/env bash
# Cross-checks the spec kit's parser against Cucumber's own Gherkin parser (gherkin-official on
# PyPI): on Specs/, on the corpus of tricky cases in the tests, and on 2,000 mutants of both, the
# pickles both parsers compile must be the same, or both must reject the file, or viper-spec must
# reject it on purpose saying why (see DELIBERATE_REJECTIONS in check-gherkin.py). Needs python3
# with venv and network access to PyPI the first time; the virtual environment is cached in
# .build-gherkin-venv.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build-gherkin-venv
# The pin lives in one file, which .ci/generate-gherkin.py reads too.
version="$(cat .ci/gherkin-version)"
if ! "$venv/bin/python" -c "import importlib.metadata as m; assert m.version('gherkin-official') == '$version'" 2>/dev/null; then
  python3 -m venv "$venv"
  # A registry hiccup should not fail CI: try the install three times before giving up.
  for attempt in 1 2 3; do
    "$venv/bin/pip" install --quiet "gherkin-official==$version" && break
    [ "$attempt" = 3 ] && { echo "Could not install gherkin-official from PyPI." >&2; exit 1; }
    sleep $((attempt * 5))
  done
fi
# VIPER_SPEC names a viper-spec binary that is already built (.ci/run passes its own).
if [ -z "${VIPER_SPEC:-}" ]; then
  swift build --product viper-spec
  VIPER_SPEC="$(swift build --show-bin-path)/viper-spec"
fi
export VIPER_SPEC
# With paths, cross-checks those; without, everything CI holds the parser to.
if [ $# -gt 0 ]; then
  exec "$venv/bin/python" .ci/check-gherkin.py "$@"
fi
corpus=Tests/ViperSpecTests/GherkinCorpus
"$venv/bin/python" .ci/check-gherkin.py Specs "$corpus"
# The readings committed beside the corpus are what `swift test` compares with, without Python,
# and the parser's generated tables are what the pinned version generates.
"$venv/bin/python" .ci/generate-gherkin-corpus.py --check
"$venv/bin/python" .ci/generate-gherkin.py --check
# Mutants of the specs and the corpus, the same ones every run (seed 1).
"$venv/bin/python" .ci/gherkin-mutants.py 2000 1 Specs "$corpus"
