#!/usr/bin/env python3
"""Cross-checks the spec kit's parser against Cucumber's own (the gherkin-official package).

For every spec file under the given folders (Specs/ by default), compiles the pickles with
Cucumber's parser and with `viper-spec pickles`, and compares them field by field: IDs, names,
step texts, step types, data tables, doc strings, tags and AST node IDs. A file both reject
agrees, as does one viper-spec rejects on purpose (DELIBERATE_REJECTIONS). Exits 1 on any
difference, printing it. Set VIPER_SPEC to a built viper-spec binary to skip `swift run`.
The other scripts import its readers: generate-gherkin-corpus.py and gherkin-mutants.py.
"""
import json
import os
import pathlib
import subprocess
import sys

from gherkin.ast_builder import AstBuilder
from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator
from gherkin.token_matcher import TokenMatcher
from gherkin.token_matcher_markdown import GherkinInMarkdownTokenMatcher

FIELDS = ("id", "uri", "location", "name", "language", "steps", "tags", "astNodeIds")
STEP_FIELDS = ("id", "text", "type", "astNodeIds", "argument")


def cucumber_stream(paths):
    """Cucumber's reading of files read as one stream: per file, its normalized pickles, or a
    parse error. When Cucumber's compiler fails outright, as on a column named like `<(>`, the
    stream ends there, as a Cucumber run would: that file reads as rejected, and the list is
    shorter than the paths."""
    ids = IdGenerator()
    parser = Parser(ast_builder=AstBuilder(ids))
    compiler = Compiler(ids)
    result = []
    for path in paths:
        data = path.open(encoding="utf8", newline="").read()
        matcher = GherkinInMarkdownTokenMatcher() if path.name.endswith(".md") else TokenMatcher()
        try:
            document = parser.parse(data, matcher)
            document = {**document, "uri": str(path)}
            pickles = [normalized({"pickle": p}) for p in compiler.compile(document)]
            result.append([{"gherkinDocument": normalized_document(document)}] + pickles)
        except (CompositeParserException, ParserError):
            result.append([{"parseError": True}])
        except Exception:  # noqa: BLE001 - Cucumber's compiler fails on a column like <(>;
            # that is a rejection too, and viper-spec rejects such columns with a message.
            result.append([{"parseError": True}])
            break
    return result


class Failure(Exception):
    """viper-spec crashed or took longer than HANG_SECONDS on the files."""


HANG_SECONDS = 5


def is_spec(path):
    return path.name.endswith(".feature") or path.name.endswith(".feature.md")


def ours_stream(paths):
    """viper-spec's reading of files read as one stream, per file as cucumber_stream gives it;
    parse errors keep their message. Raises Failure on a crash or a hang."""
    viper_spec = [os.environ["VIPER_SPEC"]] if os.environ.get("VIPER_SPEC") else ["swift", "run", "--quiet", "viper-spec"]
    command = viper_spec + ["pickles"] + [str(path) for path in paths]
    try:
        run = subprocess.run(command, capture_output=True, text=True, check=False, timeout=HANG_SECONDS)
    except subprocess.TimeoutExpired:
        raise Failure(f"hang: over {HANG_SECONDS} s on {len(paths)} files") from None
    if run.returncode < 0 or run.returncode > 2:
        raise Failure(f"crash: exit {run.returncode}\n{run.stderr[-2000:]}")
    by_uri = {str(path): [] for path in paths}
    for line in run.stdout.splitlines():
        envelope = json.loads(line)
        if "pickle" in envelope:
            by_uri[envelope["pickle"]["uri"]].append(normalized(envelope))
        elif "gherkinDocument" in envelope:
            document = envelope["gherkinDocument"]
            by_uri[document["uri"]].append({"gherkinDocument": normalized_document(document)})
        else:
            error = envelope["parseError"]
            by_uri[error["source"]["uri"]].append({"parseError": True, "message": error["message"]})
    return [by_uri[str(path)] for path in paths]


def normalized(envelope):
    if "parseError" in envelope:
        return {"parseError": True, "message": envelope.get("message", "")}
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


def normalized_document(document):
    """The syntax tree as plain JSON, without its uri, and with each description's trailing
    blank lines dropped: Cucumber's Java and JavaScript builders (and the Compatibility Kit) drop
    a trailing line of spaces, its Python builder keeps it."""
    def walk(node):
        if isinstance(node, dict):
            return {
                key: trimmed(value) if key == "description" else walk(value)
                for key, value in node.items() if key != "uri"
            }
        if isinstance(node, list):
            return [walk(item) for item in node]
        return node

    def trimmed(description):
        lines = description.split("\n")
        while lines and not lines[-1].strip():
            lines.pop()
        return "\n".join(lines)

    normal = walk(json.loads(json.dumps(document)))
    # A Markdown file whose first line is blank has that line as its feature (no name). Python's
    # scanner counts the line break as indentation there, so its column is one more than Java's
    # and JavaScript's (and ViperSpec's): the column is not compared.
    feature = normal.get("feature")
    if feature and not feature.get("name", "").strip():
        feature["location"].pop("column", None)
    # A Markdown feature whose first line has no keyword: Cucumber's parser leaves the field
    # out, ViperSpec writes it empty, as the messages' schema requires it.
    if feature is not None:
        feature.setdefault("keyword", "")
    return normal


# Rejections ViperSpec makes on purpose where Cucumber's reading is an accident, each with a
# message that says so; a file Cucumber accepts and ViperSpec rejects with one of these agrees.
DELIBERATE_REJECTIONS = ("reads as part of a regular expression",)


def deliberate(envelopes):
    """Whether ViperSpec rejected the file on purpose, explaining what Cucumber would do."""
    return any(
        phrase in envelope.get("message", "")
        for envelope in envelopes if "parseError" in envelope
        for phrase in DELIBERATE_REJECTIONS
    )


def agree(theirs, mine):
    """Both read the same pickles, both reject, or ViperSpec rejects on purpose, saying why."""
    if rejected_or_pickles(theirs) == rejected_or_pickles(mine):
        return True
    return not any("parseError" in envelope for envelope in theirs) and deliberate(mine)


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
        if is_spec(path)
    )
    if not files:
        print("check-gherkin: no spec files found in " + ", ".join(map(str, roots)))
        return 1
    failures = 0
    for path in files:
        theirs = cucumber_stream([path])[0]
        mine = ours_stream([path])[0]
        if agree(theirs, mine):
            print(f"same   {path} ({len(rejected_or_pickles(mine))} pickles{', rejected on purpose' if deliberate(mine) else ''})")
            continue
        theirs, mine = rejected_or_pickles(theirs), rejected_or_pickles(mine)
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
