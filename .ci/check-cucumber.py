#!/usr/bin/env python3
"""Cross-checks ViperSpec's step phrases and tag expressions with Cucumber's Python reference
implementations (cucumber-expressions and cucumber-tag-expressions, pinned in
.ci/cucumber-requirements.txt).

Usage: check-cucumber.py COUNT SEED (CUCUMBER_READINGS names the built cucumber-readings binary)

Reads every case of Cucumber's own test data (Tests/ViperSpecTests/CucumberTestData) and COUNT
mutants of it drawn from SEED: expressions and texts with characters and tokens inserted, deleted
or replaced, and tag sets changed. Both implementations read each one:

- a Cucumber Expression: the same regular expression, the same error (word for word), and for
  a text, the same match, the same parameter types, captured texts and values;
- a tag expression: both accept it or both reject it (Python's messages are its own; the test
  suite holds ours to the official data's), the same formatted form and the same result;
- a step's text, as a snippet's: the same expressions, in the same order, with the same parameter
  names, from the built-in types and three custom ones (ours escape `)`, `}` and `\` too, which
  Python's leave as they are: compared without those backslashes).

Any difference fails the check, printing the input and both readings. Excused, and counted:

- Swift's integer types are fixed-width, so a value that does not fit `{int}` (an Int), `{byte}`,
  `{short}` or `{long}` is an error, where Python gives an unbounded int (Java's Cucumber refuses
  it too);
- `{bigdecimal}` gives the number's text, exact, where Python's Decimal refuses an exponent of 18
  digits or more;
- Python's tag tokenizer reads some expressions unlike Cucumber's grammar and its Java and
  JavaScript tokenizers (python_tokenizer_quirk).

Nothing else is excused.
"""
import json
import os
import pathlib
import random
import re
import subprocess
import sys
from decimal import Decimal, InvalidOperation

from cucumber_expressions.errors import CucumberExpressionError
from cucumber_expressions.expression import CucumberExpression
from cucumber_expressions.expression_generator import CucumberExpressionGenerator
from cucumber_expressions.parameter_type import ParameterType
from cucumber_expressions.parameter_type_registry import ParameterTypeRegistry
from cucumber_expressions.regular_expression import RegularExpression
from cucumber_tag_expressions import TagExpressionError, TagExpressionParser, parse

DATA = pathlib.Path("Tests/ViperSpecTests/CucumberTestData")
HANG_SECONDS = 120
WIDTHS = {"int": 64, "long": 64, "short": 16, "byte": 8}

EXPRESSION_PIECES = [
    "(", ")", "{", "}", "/", "\\", " ", '"', "'", "a", "b", "1", "5", ".", "-", "+", "E", "^",
    "$", "|", "[", "]", "*", "?", "é", "٣", "\t", "\u00a0", "\u3000", "\x1c", "\u0301", "\ufe0f", "{int}", "{float}", "{double}", "{string}",
    "{word}", "{}", "{byte}", "{short}", "{long}", "{biginteger}", "{bigdecimal}", "{unknown}",
    "(s)", "/or", "\\(", "\\{", "\\/", "\\\\",
]
TEXT_PIECES = [
    "0", "1", "5", "9", ".", "-", "+", "E", "e", '"', "'", "\\", " ", "a", "b", "é", "٣", "½",
    "\t", '"quoted"', "'it\\'s'", '"say \\"hi\\""', "1.5E+3", "-7", "300", "40000",
    "99999999999999999999", ".5", "+1", "\u2028", "\u0085", "\x0b", "\u0301", "\U0001F3FD", "\u200d",
]
NUMBER = re.compile(r"[-+]?[0-9.]+(?:E[-+]?[0-9]+)?")
NUMBERS = [
    "0", "-0", "7", "-7", "+7", "127", "128", "-129", "32768", "2147483648", "9223372036854775807",
    "9223372036854775808", "-9223372036854775809", "99999999999999999999", "1.5", ".5", "-.5",
    "1.5E+3", "1E-7", "1.7976931348623157E308", "1E309", "٣", "٣.٥", "१२", "007",
]
NUMBER_TYPE = re.compile(r"\{(?:int|float|double|byte|short|long|biginteger|bigdecimal)\}")
NUMBER_TYPES = ["{int}", "{float}", "{double}", "{byte}", "{short}", "{long}", "{biginteger}", "{bigdecimal}"]
OPTIONAL_GROUP = re.compile(r"\(([^()]*)\)\?")
TAG_PIECES = [
    "@a", "@b", "@c", "a", "b", " and ", " or ", "not ", "(", ")", " ", "\\", "\\(", "\\)",
    "\\ ", "\\\\", "@a\\ b", "@", "and", "or", "not", "\t", "\u0301",
]
TAG_NAMES = ["@a", "@b", "@c", "a", "b", "@a b", "@(a)", "\\", "@a\\ b", "@"]
SNIPPET_TYPES = [("tone", "red|dark red"), ("color", "red|blue"), ("isodate", r"\d{4}-\d{2}-\d{2}")]
SNIPPET_PIECES = TEXT_PIECES + [" red ", "dark red", "blue", "2024-01-02", "a1", "x", "(", "{", "/"]


def cases():
    """The official data, as requests: (kind, expression, text or tag set)."""
    for name in ("cucumber-expression-matching", "cucumber-expression-transformation"):
        for case in json.loads((DATA / f"{name}.json").read_text(encoding="utf8")):
            yield ("expression", case["expression"], case.get("text"))
    for case in json.loads((DATA / "regular-expression-matching.json").read_text(encoding="utf8")):
        yield ("pattern", case["expression"], case["text"])
    for case in json.loads((DATA / "tag-expression-evaluations.json").read_text(encoding="utf8")):
        for test in case["tests"]:
            yield ("tags", case["expression"], test["variables"])
    for name in ("tag-expression-parsing", "tag-expression-errors"):
        for case in json.loads((DATA / f"{name}.json").read_text(encoding="utf8")):
            yield ("tags", case["expression"], ["@a"])
    for case in json.loads((DATA / "cucumber-expression-matching.json").read_text(encoding="utf8")):
        if case.get("text") is not None:
            yield ("generate", None, case["text"])


def mutated(text, pieces, rng, edits=3):
    """The text with one to `edits` pieces inserted, characters deleted or replaced."""
    for _ in range(rng.randint(1, edits)):
        at = rng.randint(0, len(text))
        edit = rng.choice(("insert", "insert", "delete", "replace"))
        if edit == "insert" or not text:
            text = text[:at] + rng.choice(pieces) + text[at:]
        elif edit == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + rng.choice(pieces) + text[at + 1:]
    return text


def mutants(base, count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        kind, expression, argument = rng.choice(base)
        if kind == "generate":
            yield (kind, None, mutated(argument, SNIPPET_PIECES, rng))
            continue
        if kind == "tags":
            if rng.random() < 0.7:
                expression = mutated(expression, TAG_PIECES, rng)
            argument = rng.sample(TAG_NAMES, rng.randint(0, 3))
            yield (kind, expression, argument)
            continue
        if kind == "pattern":
            # Only the text: Swift's Regex and Python's re are different dialects, and CI holds
            # the patterns Cucumber's data gives, not regular expressions in general.
            # Half the texts take or leave each optional group, so most of those match.
            if rng.random() < 0.5:
                argument = OPTIONAL_GROUP.sub(lambda group: rng.choice((group[1], "")), expression.strip("^$"))
            yield (kind, expression, mutated(argument, TEXT_PIECES, rng, edits=1) if rng.random() < 0.5 else argument)
            continue
        # Most edits make the text miss; these keep it matching, so that values are compared:
        # a number in the text written another way, a number type swapped for another.
        what = rng.choice(("expression", "text", "both", "one edit in the text", "another number", "another type"))
        if what == "another number" and argument and NUMBER.search(argument):
            argument = NUMBER.sub(lambda _: rng.choice(NUMBERS), argument, count=1)
        elif what == "another type" and NUMBER_TYPE.search(expression):
            expression = NUMBER_TYPE.sub(lambda _: rng.choice(NUMBER_TYPES), expression, count=1)
        else:
            if what in ("expression", "both"):
                expression = mutated(expression, EXPRESSION_PIECES, rng)
            if what != "expression":
                argument = mutated(argument or "", TEXT_PIECES, rng, edits=1 if what.startswith("one") else 3)
        yield (kind, expression, argument)


def generator():
    registry = ParameterTypeRegistry()
    for name, regexp in SNIPPET_TYPES:
        registry.define_parameter_type(ParameterType(name, regexp, str, lambda s: s, True, False))
    return CucumberExpressionGenerator(registry)


GENERATOR = generator()


def theirs(kind, expression, argument):
    if kind == "generate":
        return {
            "expressions": [
                {"source": generated.source, "names": generated.parameter_names}
                for generated in GENERATOR.generate_expressions(argument)
            ]
        }
    if kind == "pattern":
        arguments = RegularExpression(expression, ParameterTypeRegistry()).match(argument)
        return {"captures": None if arguments is None else [a.group.value for a in arguments]}
    if kind == "tags":
        try:
            parsed = parse(expression)
        except TagExpressionError:
            return {"error": True}
        return {"formatted": str(parsed), "result": parsed.evaluate(argument)}
    try:
        compiled = CucumberExpression(expression, ParameterTypeRegistry())
    except CucumberExpressionError as error:
        return {"error": str(error)}
    reading = {"regex": compiled.regexp, "args": None}
    if argument is None:
        return reading
    try:
        arguments = compiled.match(argument)
        if arguments is not None:
            reading["args"] = [
                {"type": a.parameter_type.name, "text": a.group.value, "value": a.value} for a in arguments
            ]
    except Exception as error:  # noqa: BLE001 - a transform's failure is a reading too
        reading["transformError"] = str(error)
    return reading


def ours(requests):
    binary = os.environ["CUCUMBER_READINGS"]
    lines = []
    for kind, expression, argument in requests:
        if kind == "tags":
            lines.append(json.dumps({"tags": expression, "with": argument}))
        elif kind == "pattern":
            lines.append(json.dumps({"pattern": expression, "text": argument}))
        elif kind == "generate":
            lines.append(json.dumps({"generate": argument}))
        else:
            lines.append(json.dumps({"expression": expression, "text": argument}))
    run = subprocess.run(
        [binary], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=HANG_SECONDS, check=False
    )
    if run.returncode != 0:
        sys.exit(f"check-cucumber: cucumber-readings failed with exit {run.returncode}\n{run.stderr[-2000:]}")
    # Only a line feed ends a reading: splitlines() would also split at a U+2028 inside one.
    readings = [json.loads(line) for line in run.stdout.split("\n") if line]
    if len(readings) != len(requests):
        sys.exit(f"check-cucumber: {len(requests)} requests, {len(readings)} readings")
    return readings


def same_value(type_name, mine, their):
    if type_name in ("int", "long", "short", "byte", "biginteger"):
        return int(mine) == their
    if type_name in ("float", "double"):
        return float(mine) == their or (float(mine) != float(mine) and their != their)
    if type_name == "bigdecimal":
        try:
            return Decimal(mine) == their
        except InvalidOperation:
            return False
    return mine == their


def deliberate(mine, their):
    """Ours refuses a whole number that does not fit its Swift type, Python's int has no bound;
    ours gives a `{bigdecimal}`'s text, Python's Decimal refuses an exponent of 18 digits."""
    if "transformError" in their and mine.get("args"):
        return any(
            argument["type"] == "bigdecimal" and "E" in argument["text"]
            and len(argument["text"].split("E")[1].lstrip("+-")) >= 18
            for argument in mine["args"]
        )
    if "transformError" not in mine or not their.get("args"):
        return False
    for argument in their["args"]:
        bits = WIDTHS.get(argument["type"])
        if bits is not None and not -(2 ** (bits - 1)) <= argument["value"] < 2 ** (bits - 1):
            return "not a whole number that fits {" + argument["type"] + "}" in mine["transformError"]
    return False


def python_tokenizer_quirk(expression):
    """Whether Python's tag tokenizer reads the expression unlike Cucumber's grammar (and Java's
    and JavaScript's tokenizers): it keeps whitespace other than a space as a tag named by it, and
    reads an escaped `\\(` or `\\)` standing alone as a bracket."""
    try:
        parts = TagExpressionParser.tokenize(expression)
    except TagExpressionError:
        return False
    brackets, escaped = 0, False
    for character in expression:
        brackets += not escaped and character in "()"
        escaped = not escaped and character == "\\"
    return any(part.isspace() for part in parts) or sum(part in ("(", ")") for part in parts) != brackets


def python_escapes(source):
    """Our expression as Python's generator escapes it: without the backslashes before `)`, `}`
    and `\\`, which ours add so that the expression reads as the text."""
    result, index = "", 0
    while index < len(source):
        if source[index] == "\\" and index + 1 < len(source) and source[index + 1] in ")}\\":
            index += 1
        result += source[index]
        index += 1
    return result


def agree(kind, mine, their):
    if kind == "generate":
        return [
            {"source": python_escapes(e["source"]), "names": e["names"]} for e in mine["expressions"]
        ] == their["expressions"]
    if kind == "pattern":
        return mine == their
    if kind == "tags":
        if "error" in their or "error" in mine:
            return ("error" in their) == ("error" in mine)
        return mine == their
    if ("error" in mine) or ("error" in their):
        return mine.get("error") == their.get("error")
    if mine["regex"] != their["regex"]:
        return False
    if "transformError" in mine or "transformError" in their:
        return ("transformError" in mine) == ("transformError" in their)
    if mine["args"] is None or their["args"] is None:
        return mine["args"] is None and their["args"] is None
    if len(mine["args"]) != len(their["args"]):
        return False
    return all(
        m["type"] == t["type"] and m["text"] == t["text"] and same_value(t["type"], m["value"], t["value"])
        for m, t in zip(mine["args"], their["args"])
    )


def main():
    count, seed = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) == 3 else (2000, 1)
    base = list(cases())
    requests = base + list(mutants(base, count, seed))
    readings = ours(requests)
    differences = []
    tally = {
        "matched": 0, "unmatched": 0, "refused": 0, "evaluated": 0, "captured": 0, "too big": 0, "quirk": 0,
        "generated": 0,
    }
    for request, mine in zip(requests, readings):
        kind, expression, _ = request
        their = theirs(*request)
        if not agree(kind, mine, their):
            if kind == "tags" and python_tokenizer_quirk(expression):
                tally["quirk"] += 1
            elif kind == "expression" and deliberate(mine, their):
                tally["too big"] += 1
            else:
                differences.append((request, mine, their))
            continue
        if kind == "generate":
            tally["generated"] += 1
        elif "error" in mine:
            tally["refused"] += 1
        elif kind == "tags":
            tally["evaluated"] += 1
        elif kind == "pattern":
            tally["captured" if mine["captures"] is not None else "unmatched"] += 1
        else:
            tally["matched" if mine["args"] else "unmatched"] += 1
    print(
        f"check-cucumber: {len(base)} cases of Cucumber's test data and {count} mutants (seed {seed}), "
        f"{len(requests)} readings: {tally['matched']} expressions matched with the same values, "
        f"{tally['unmatched']} not matched by either, {tally['too big']} numbers too big for their "
        f"Swift type or Python's Decimal, {tally['captured']} regular expressions captured alike, "
        f"{tally['evaluated']} tag expressions evaluated alike, {tally['refused']} refused "
        f"by both, {tally['generated']} snippets' expressions generated alike; "
        f"{tally['quirk']} tag expressions left to Python's tokenizer quirks; "
        f"{len(differences)} differ"
    )
    for (kind, expression, argument), mine, their in differences[:20]:
        print(f"\nDIFFER {kind} {json.dumps(expression, ensure_ascii=False)} with {json.dumps(argument, ensure_ascii=False)}")
        print(f"  Cucumber:  {json.dumps(their, ensure_ascii=False, default=str)}")
        print(f"  ViperSpec: {json.dumps(mine, ensure_ascii=False)}")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
