#!/usr/bin/env python3
"""Cross-checks the spec kit's parser with Cucumber's on mutants of real spec files.

Usage: gherkin-mutants.py COUNT SEED FOLDER... (VIPER_SPEC names a built viper-spec binary)

Each mutant is a spec file from the folders with a few deterministic edits drawn from the seed:
lines deleted, doubled, swapped or re-indented; Gherkin-looking lines inserted (headings with and
without colons, tags, fences, table rows, steps, language comments); characters that parsers
disagree on put inside lines (carriage returns, Python's extra whitespace, combining marks,
escapes, a byte-order mark). Both parsers read every mutant; a mutant they read differently is a
silent difference unless both reject it. Mutants are written to a temporary folder and checked
in batches of files read as one stream, so node IDs that run on across files are compared too.
viper-spec must read each batch within 5 s (no file hangs) without crashing. Exits 1 on any
difference, crash or hang, printing the first few with the text and both readings.
"""
import json
import pathlib
import random
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from importlib import import_module  # noqa: E402

check = import_module("check-gherkin")

INSERTED = [
    "", "# Feature: Again", "## Scenario: Inserted", "## Scenario Outline: <x>", "### Examples:",
    "## Background:", "## Rule: R", "## Scenaro: typo", "## scenario: lower", "## Scenario no colon",
    "Feature: F", "Scenario: S", "Background:", "Examples:", "Rule: R", "  Scenario Outline: O",
    "`@tag`", "`@a` `@b`", "@tag", "@a @b", "@with space", "@a #comment", "# language: fr",
    "# language: xx", "# comment", "```", "````", '"""', "```text", "~~~", "  | a | b |",
    "  | x |", "| a |", "  |---|", "    | <x> | 1 |", "* Given a step", "* And more",
    "- When acted", "1. Given numbered", "  Given classic", "  And classic", "    But not",
    "* Then <x> is shown", "Some prose.", "  \\| escaped", "<!-- viper-spec: allow -->",
]
CHARACTERS = ["\r", "\r\r", "\x1c", "\x1f", "\u00a0", "\u3000", "\u0301", "\u200d", "\t", "\\",
              "\\n", "\\|", "|", "<", ">", "`", "@", "#", ":", "\ufeff", " "]


def mutate(text, rng):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 4)):
        if not lines:
            lines = [""]
        index = rng.randrange(len(lines))
        operation = rng.randrange(7)
        if operation == 0:
            del lines[index]
        elif operation == 1:
            lines.insert(index, lines[index])
        elif operation == 2:
            other = rng.randrange(len(lines))
            lines[index], lines[other] = lines[other], lines[index]
        elif operation == 3:
            lines[index] = " " * rng.randrange(7) + lines[index].lstrip()
        elif operation in (4, 5):
            lines.insert(index, rng.choice(INSERTED))
        else:
            line = lines[index]
            at = rng.randrange(len(line) + 1)
            lines[index] = line[:at] + rng.choice(CHARACTERS) + line[at:]
    return "\n".join(lines) + rng.choice(["", "\n", "\r\n", "\n\n"])


def main():
    count, seed, folders = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    sources = sorted(
        path for folder in folders for path in pathlib.Path(folder).rglob("*") if check.is_spec(path)
    )
    rng = random.Random(seed)
    differences = []
    failures = []
    pickles = rejected = deliberate = 0
    with tempfile.TemporaryDirectory() as scratch:
        paths = []
        for number in range(count):
            source = rng.choice(sources)
            suffix = ".feature.md" if source.name.endswith(".md") else ".feature"
            path = pathlib.Path(scratch) / f"m{number:06d}{suffix}"
            path.write_text(mutate(source.read_text(encoding="utf-8"), rng), encoding="utf-8", newline="")
            paths.append(path)
        start = 0
        while start < len(paths):
            # A batch ends early where Cucumber's compiler fails, as a Cucumber run would end.
            theirs = check.cucumber_stream(paths[start:start + 50])
            batch = paths[start:start + len(theirs)]
            start += len(theirs)
            try:
                mine = check.ours_stream(batch)
            except check.Failure:
                # Find the file to blame: each alone, where the batch took HANG_SECONDS at most.
                for path in batch:
                    try:
                        check.ours_stream([path])
                    except check.Failure as failure:
                        failures.append((path, str(failure), path.read_text(encoding="utf-8")))
                        break
                else:
                    failures.append((batch[0], "the batch failed but no file alone did", ""))
                continue
            for path, left, right in zip(batch, theirs, mine):
                rejected += left == [{"parseError": True}]
                pickles += sum("parseError" not in envelope for envelope in left)
                deliberate += check.deliberate(right) and left != [{"parseError": True}]
                if not check.agree(left, right):
                    differences.append((path, left, right, path.read_text(encoding="utf-8")))
        for path, failure, text in failures[:5]:
            print(f"FAILED {path.name}: {failure}\n--- text ---\n{text}\n")
        for path, left, right, text in differences[:5]:
            print(f"DIFFER {path.name}\n--- text ---\n{text}\n--- cucumber: {json.dumps(left, ensure_ascii=False)[:600]}"
                  f"\n--- viper-spec: {json.dumps(right, ensure_ascii=False)[:600]}\n")
    print(
        f"{count} mutants of {len(sources)} files (seed {seed}; Cucumber rejects {rejected} and "
        f"compiles {pickles} pickles from the rest; viper-spec rejects {deliberate} of the rest on "
        f"purpose, saying why): {len(differences)} differ, "
        f"{len(failures)} batches crashed or hung"
    )
    return 1 if differences or failures else 0


if __name__ == "__main__":
    sys.exit(main())
