#!/usr/bin/env python3
"""Compares the Cucumber Messages ViperSpec wrote for the examples of Cucumber's Compatibility
Kit with the streams the kit holds (the cucumber-compatibility-kit package pinned in
.ci/cucumber-requirements.txt).

Usage: check-cck.py OUT [EXAMPLE…]

For each OUT/<example>.ndjson (or each example named), both streams are normalized and compared
envelope by envelope, in order. Normalizing drops only what varies between runs or between
implementations of the same behaviour:

- `meta`, timestamps and durations;
- IDs, which are renumbered by their first appearance (keys read in sorted order);
- paths: a `uri` keeps its file name, `sourceReference` is dropped (it names the step
  definition's own source file and line, TypeScript in the kit, Swift here);
- an exception's `type` and `stackTrace` (a JavaScript `Error` there, a Swift type here);
- a suggestion's code, which keeps only its first snippet's phrase: the kit's snippets are
  TypeScript, ViperSpec's Swift.

One difference is on purpose (ON_PURPOSE): the example, the only envelope that may differ and
why; it counts apart. There, ViperSpec's stream says why with its spec check (a hook of its own
that fails the scenario), which is left out before comparing. Prints `same` or the first difference with both envelopes, and a count;
exits 1 if any differ otherwise.
"""
import json
import pathlib
import re
import sys

import cucumber_compatibility_kit

KIT = pathlib.Path(cucumber_compatibility_kit.__file__).parent / "features"
DROPPED = {"timestamp", "duration", "sourceReference", "stackTrace"}
ID_LISTS = {"astNodeIds", "stepDefinitionIds"}
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
ON_PURPOSE = {
    "empty": (
        "testRunFinished",
        "a scenario without steps fails in ViperSpec: it would pass while checking nothing",
    ),
}


def without_spec_check(envelopes):
    """The stream without ViperSpec's spec check: its hook, its test steps and their runs."""
    hooks = {e["hook"]["id"] for e in envelopes if e.get("hook", {}).get("name") == "ViperSpec's spec check"}
    steps = set()
    kept = []
    for envelope in envelopes:
        if "hook" in envelope and envelope["hook"]["id"] in hooks:
            continue
        if "testCase" in envelope:
            test_steps = envelope["testCase"]["testSteps"]
            steps |= {step["id"] for step in test_steps if step.get("hookId") in hooks}
            envelope["testCase"]["testSteps"] = [step for step in test_steps if step["id"] not in steps]
        for kind in ("testStepStarted", "testStepFinished"):
            if kind in envelope and envelope[kind]["testStepId"] in steps:
                break
        else:
            kept.append(envelope)
    return kept


def is_id_key(key):
    return key == "id" or key.endswith("Id")


def normalized(envelopes):
    ids = {}

    def renumber(value):
        return ids.setdefault(value, f"#{len(ids)}")

    def walk(node, key=None):
        if isinstance(node, dict):
            result = {}
            for name in sorted(node):
                value = node[name]
                if name in DROPPED:
                    continue
                if name == "type" and key == "exception":
                    continue
                if is_id_key(name) and isinstance(value, str):
                    result[name] = renumber(value)
                elif name in ID_LISTS:
                    result[name] = [renumber(item) for item in value]
                elif name == "uri" and isinstance(value, str):
                    result[name] = pathlib.PurePath(value).name
                elif name == "snippets":
                    first = QUOTED.search(value[0]["code"]) if value else None
                    result[name] = [first.group(1) if first else ""]
                else:
                    result[name] = walk(value, name)
            return result
        if isinstance(node, list):
            return [walk(item, key) for item in node]
        return node

    return [walk(envelope) for envelope in envelopes if "meta" not in envelope]


def read(path):
    with open(path, encoding="utf8") as file:
        return [json.loads(line) for line in file if line.strip()]


def compare(example, ours_path):
    theirs = normalized(read(KIT / example / f"{example}.ndjson"))
    ours = read(ours_path)
    if example in ON_PURPOSE:
        ours = without_spec_check(ours)
    ours = normalized(ours)
    allowed = ON_PURPOSE.get(example, (None,))[0]
    for index in range(max(len(theirs), len(ours))):
        mine = ours[index] if index < len(ours) else None
        their = theirs[index] if index < len(theirs) else None
        if mine != their and not (mine and their and allowed in mine and allowed in their):
            return (
                f"DIFFER {example}: envelope {index + 1} of {len(theirs)} (ViperSpec wrote {len(ours)})\n"
                f"  Cucumber:  {json.dumps(their, ensure_ascii=False)[:1500]}\n"
                f"  ViperSpec: {json.dumps(mine, ensure_ascii=False)[:1500]}"
            )
    return None


def main():
    out = pathlib.Path(sys.argv[1])
    examples = sys.argv[2:] or sorted(path.stem for path in out.glob("*.ndjson"))
    kit = sorted(path.name for path in KIT.iterdir() if path.is_dir())
    failures = 0
    for example in examples:
        difference = compare(example, out / f"{example}.ndjson")
        if difference:
            failures += 1
            print(difference)
        elif example in ON_PURPOSE:
            print(f"same   {example}, but for its {ON_PURPOSE[example][0]}, on purpose: {ON_PURPOSE[example][1]}")
        else:
            print(f"same   {example}")
    on_purpose = len([example for example in examples if example in ON_PURPOSE])
    print(
        f"check-cck: {len(examples) - failures - on_purpose} of the kit's {len(kit)} examples pass, "
        f"{on_purpose} differ on purpose, {failures} of the {len(examples)} run differ otherwise"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
