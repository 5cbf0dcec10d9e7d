#!/usr/bin/env python3
"""Writes Cucumber's reading of every case in the Gherkin corpus beside it.

Usage: generate-gherkin-corpus.py [--check]

Each case in Tests/ViperSpecTests/GherkinCorpus is a spec file, or a folder of spec files read
as one stream (so node IDs run on across them). Beside each, CASE.cucumber.ndjson holds what the
pinned gherkin-official parser reads: one line per pickle, or a parse error, per file, with URIs
relative to the corpus. The spec kit's tests compare viper-spec's reading with these files
without Python. With --check, writes nothing and exits 1 when a file is missing or out of date.
"""
import json
import pathlib
import sys
from importlib import import_module

sys.path.insert(0, str(pathlib.Path(__file__).parent))
check = import_module("check-gherkin")

CORPUS = pathlib.Path(__file__).parent.parent / "Tests" / "ViperSpecTests" / "GherkinCorpus"


def reading(case):
    paths = sorted(path for path in case.rglob("*") if check.is_spec(path)) if case.is_dir() else [case]
    lines = []
    for path, envelopes in zip(paths, check.cucumber_stream(paths)):
        uri = str(path.relative_to(CORPUS))
        for envelope in check.rejected_or_pickles(envelopes):
            # The readings hold pickles; CI compares the syntax trees with Cucumber's directly.
            if "gherkinDocument" in envelope:
                continue
            body = {**envelope, "uri": uri}
            lines.append(json.dumps(body, ensure_ascii=False, sort_keys=True) + "\n")
    return "".join(lines)


def main():
    checking = sys.argv[1:] == ["--check"]
    cases = sorted(path for path in CORPUS.iterdir() if path.is_dir() or check.is_spec(path))
    stale = []
    for case in cases:
        expected = case.parent / (case.name + ".cucumber.ndjson")
        text = reading(case)
        if expected.exists() and expected.read_text(encoding="utf-8") == text:
            continue
        stale.append(expected.name)
        if not checking:
            expected.write_text(text, encoding="utf-8")
    verb = "out of date" if checking else "written"
    print(f"Gherkin corpus: {len(cases)} cases, {len(stale)} readings {verb}" + "".join(f"\n  {name}" for name in stale))
    return 1 if checking and stale else 0


if __name__ == "__main__":
    sys.exit(main())
