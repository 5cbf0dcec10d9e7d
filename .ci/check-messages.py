#!/usr/bin/env python3
"""Validates Cucumber Messages NDJSON files against the cucumber-messages Python models (the
version pinned in .ci/cucumber-requirements.txt).

Usage: check-messages.py FILE...

Each line must be one JSON object that converts to an Envelope with exactly one message, every
required field present and every enum value known, and that converts back to the same JSON: a
field the schema does not know, or a value of the wrong shape, fails. Exits 1 on the first
problems of each file, printing the line and what is wrong.
"""
import json
import sys

from cucumber_messages import Envelope, message_converter


def pruned(value):
    """The JSON without nulls, as the models write it back."""
    if isinstance(value, dict):
        return {key: pruned(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [pruned(item) for item in value]
    return value


def problem(line):
    try:
        data = json.loads(line)
    except json.JSONDecodeError as error:
        return f"not JSON: {error}"
    if not isinstance(data, dict) or len(data) != 1:
        return "an envelope holds exactly one message"
    try:
        envelope = message_converter.from_dict(data, Envelope)
    except (TypeError, ValueError) as error:
        return f"does not fit the schema: {error}"
    back = pruned(message_converter.to_dict(envelope))
    if back != pruned(data):
        return f"changes when read by the schema (an unknown field or a wrong shape):\n    read back: {json.dumps(back)[:600]}"
    return None


def main():
    failures = 0
    lines = 0
    for path in sys.argv[1:]:
        with open(path, encoding="utf8") as file:
            for number, line in enumerate(file, 1):
                if not line.strip():
                    continue
                lines += 1
                found = problem(line)
                if found:
                    failures += 1
                    if failures <= 10:
                        print(f"{path}:{number}: {found}\n    line: {line.strip()[:600]}")
    print(f"check-messages: {lines} envelopes in {len(sys.argv) - 1} files, {failures} invalid")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
