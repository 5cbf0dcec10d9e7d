"""Validates mutation testing reports (`viper-spec mutate --json`) against Stryker's published JSON
Schema, vendored in .ci/stryker, with `jsonschema` (pinned in .ci/browser-requirements.txt); and
checks what the schema cannot say: each mutant's location lies inside its file's source, start
before end, and ids are unique across the report, as Stryker's readers expect.

    python3 .ci/check-mutation-report.py REPORT.json...
"""
import json
import sys
from pathlib import Path

from jsonschema import Draft7Validator

SCHEMA = Path(__file__).parent / "stryker" / "mutation-testing-report-schema.json"


def location_problems(report):
    problems, seen = [], set()
    for path, file in report.get("files", {}).items():
        lines = file["source"].splitlines() or [""]
        for mutant in file["mutants"]:
            name = f"{path}: mutant {mutant['id']}"
            if mutant["id"] in seen:
                problems.append(f"{name}: its id is not unique")
            seen.add(mutant["id"])
            start, end = mutant["location"]["start"], mutant["location"]["end"]
            if (start["line"], start["column"]) > (end["line"], end["column"]):
                problems.append(f"{name}: starts after it ends")
            for which, position in [("start", start), ("end", end)]:
                line, column = position["line"], position["column"]
                if line > len(lines) or column > len(lines[line - 1]) + 1:
                    problems.append(f"{name}: its {which} {line}:{column} is outside the source")
    return problems


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    validator = Draft7Validator(json.loads(SCHEMA.read_text()),
                                format_checker=Draft7Validator.FORMAT_CHECKER)
    failed = 0
    for name in sys.argv[1:]:
        try:
            report = json.loads(Path(name).read_text())
        except (OSError, json.JSONDecodeError) as error:
            print(f"{name}: not a JSON file: {error}", file=sys.stderr)
            failed += 1
            continue
        problems = [f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}"
                    for error in sorted(validator.iter_errors(report), key=str)]
        if not problems:
            problems = location_problems(report)
        for problem in problems[:20]:
            print(f"{name}: {problem}", file=sys.stderr)
        if problems:
            failed += 1
        else:
            mutants = sum(len(f["mutants"]) for f in report["files"].values())
            print(f"{name}: valid against Stryker's schema ({len(report['files'])} files, "
                  f"{mutants} mutants)")
    if failed:
        sys.exit(f"{failed} of {len(sys.argv) - 1} mutation reports do not fit Stryker's schema.")


main()
