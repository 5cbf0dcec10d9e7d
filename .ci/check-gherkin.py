#!/usr/bin/env python3
"""Cross-checks the spec kit's parser against Cucumber's own (the gherkin-official package).

For every spec file under the given folders (Specs/ by default), compiles the pickles with
Cucumber's parser and with `viper-spec pickles`, and compares them field by field: IDs, names,
step texts, step types, data tables, doc strings, tags and AST node IDs. Exits 1 on any
difference, printing it. Set VIPER_SPEC to a built viper-spec binary to skip `swift run`.
"""
import json
import os
import pathlib
import subprocess
import sys

from gherkin.stream.gherkin_events import GherkinEvents
from gherkin.stream.source_events import source_event

FIELDS = ("id", "uri", "location", "name", "language", "steps", "tags", "astNodeIds")
STEP_FIELDS = ("id", "text", "type", "astNodeIds", "argument")


def cucumber(path):
    events = GherkinEvents(GherkinEvents.Options(print_source=False, print_ast=False, print_pickles=True))
    result = []
    for event in events.enum(source_event(path)):
        if "pickle" in event:
            result.append({"pickle": event["pickle"]})
        elif "parseError" in event:
            result.append({"parseError": True})
        else:
            result.append({"parseError": True})
    return result


def ours(path):
    command = [os.environ["VIPER_SPEC"]] if os.environ.get("VIPER_SPEC") else ["swift", "run", "--quiet", "viper-spec"]
    output = subprocess.run(command + ["pickles", str(path)], capture_output=True, text=True, check=True).stdout
    result = []
    for line in output.splitlines():
        envelope = json.loads(line)
        result.append({"pickle": envelope["pickle"]} if "pickle" in envelope else {"parseError": True})
    return result


def normalized(envelope):
    if "parseError" in envelope:
        return {"parseError": True}
    pickle = envelope["pickle"]
    body = {key: pickle.get(key) for key in FIELDS}
    body["steps"] = [
        {key: step.get(key) for key in STEP_FIELDS if step.get(key) is not None} for step in pickle.get("steps", [])
    ]
    for step in body["steps"]:
        doc = step.get("argument", {}).get("docString")
        if doc is not None and not doc.get("mediaType"):
            doc.pop("mediaType", None)
    return body


def rejected_or_pickles(envelopes):
    """A file both parsers reject agrees, however many problems each reports."""
    if any("parseError" in envelope for envelope in envelopes):
        return [{"parseError": True}]
    return envelopes


def main():
    roots = [pathlib.Path(argument) for argument in sys.argv[1:]] or [pathlib.Path("Specs")]
    files = sorted(
        path
        for root in roots
        for path in ([root] if root.is_file() else root.rglob("*"))
        if path.name.endswith(".feature") or path.name.endswith(".feature.md")
    )
    if not files:
        print("check-gherkin: no spec files found in " + ", ".join(map(str, roots)))
        return 1
    failures = 0
    for path in files:
        theirs = rejected_or_pickles([normalized(envelope) for envelope in cucumber(path)])
        mine = rejected_or_pickles([normalized(envelope) for envelope in ours(path)])
        if theirs == mine:
            print(f"same   {path} ({len(mine)} pickles)")
            continue
        failures += 1
        print(f"DIFFER {path}: Cucumber {len(theirs)} envelopes, viper-spec {len(mine)}")
        for index, (left, right) in enumerate(zip(theirs, mine)):
            if left != right:
                print(f"  envelope {index}:\n    cucumber:   {json.dumps(left, ensure_ascii=False)}\n    viper-spec: {json.dumps(right, ensure_ascii=False)}")
                break
    print(f"{len(files)} files, {failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
