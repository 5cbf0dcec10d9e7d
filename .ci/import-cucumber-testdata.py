#!/usr/bin/env python3
"""Imports Cucumber's own test data for Cucumber Expressions and tag expressions as JSON.

Usage: import-cucumber-testdata.py CUCUMBER_EXPRESSIONS_CHECKOUT TAG_EXPRESSIONS_CHECKOUT

Reads the `testdata/` folders of the two repositories (YAML, one case a file for Cucumber
Expressions) and writes one JSON file a kind of case into Tests/ViperSpecTests/CucumberTestData,
with SOURCE.md naming each repository's commit. The data is Cucumber's (MIT licence); the
conversion keeps every field as the YAML has it and adds each case's file name.
"""
import json
import pathlib
import subprocess
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "ViperSpecTests" / "CucumberTestData"


def commit(checkout):
    return subprocess.run(
        ["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()


def folder(checkout, relative):
    cases = []
    for path in sorted((checkout / relative).glob("*.yaml")):
        case = yaml.safe_load(path.read_text(encoding="utf-8"))
        case["name"] = path.stem
        cases.append(case)
    return cases


def write(name, cases):
    text = json.dumps(cases, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    (OUT / name).write_text(text, encoding="utf-8")


def main():
    expressions, tags = (pathlib.Path(p) for p in sys.argv[1:3])
    OUT.mkdir(parents=True, exist_ok=True)
    for kind in ["matching", "transformation", "tokenizer", "parser"]:
        write(f"cucumber-expression-{kind}.json", folder(expressions, f"testdata/cucumber-expression/{kind}"))
    write("regular-expression-matching.json", folder(expressions, "testdata/regular-expression/matching"))
    for kind in ["evaluations", "parsing", "errors"]:
        cases = yaml.safe_load((tags / "testdata" / f"{kind}.yml").read_text(encoding="utf-8"))
        write(f"tag-expression-{kind}.json", cases)
    (OUT / "SOURCE.md").write_text(
        "# Cucumber's test data\n\n"
        "Imported by `.ci/import-cucumber-testdata.py` from the `testdata/` folders of:\n\n"
        f"- https://github.com/cucumber/cucumber-expressions at {commit(expressions)}\n"
        f"- https://github.com/cucumber/tag-expressions at {commit(tags)}\n\n"
        "Both are MIT-licensed, copyright Cucumber Ltd and contributors. Each case keeps its fields\n"
        "as the YAML has them; a Cucumber Expression case also has its file's name as `name`.\n",
        encoding="utf-8",
    )


main()
