"""Holds the documentation to two promises, reading the symbol graphs .ci/docs built:

- every public symbol declared in the package's sources has a summary (a doc comment), and
- every top-level public symbol of a module is curated under its landing page's Topics.

Symbols the compiler writes (a synthesized hashValue) and the members a protocol's documented
requirement already explains (an implementation of a documented requirement) are left aside,
as DocC shows them with the requirement's text.

    python3 .ci/check-docs.py GRAPHS_FOLDER MODULE...   (GRAPHS_FOLDER/MODULE/*.symbols.json)
"""
import glob
import json
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def landing_page(module):
    for root in ("Sources", "Mocks"):
        path = os.path.join(REPO, root, module, f"{module}.docc", f"{module}.md")
        if os.path.exists(path):
            return path
    sys.exit(f"{module}: no landing page {module}.docc/{module}.md")


def curated(page):
    text = open(page, encoding="utf-8").read()
    topics = text.split("\n## Topics\n", 1)
    if len(topics) < 2:
        sys.exit(f"{page}: no '## Topics' section")
    links = re.findall(r"^- ``([^`]+)``", topics[1], re.M)
    return {re.sub(r"-[^-]*$", "", link) for link in links}  # without a disambiguation


def documented_requirements(graphs):
    """Maps each protocol requirement's identifier to whether it has a doc comment."""
    return {
        s["identifier"]["precise"]: bool(s.get("docComment"))
        for g in graphs
        for s in g["symbols"]
    }


def main():
    folder, modules = sys.argv[1], sys.argv[2:]
    problems = []
    for module in modules:
        files = sorted(glob.glob(os.path.join(folder, module, "*.symbols.json")))
        graphs = [json.load(open(f, encoding="utf-8")) for f in files]
        docs = documented_requirements(graphs)
        # A member that implements a protocol's requirement names it as its source origin.
        implements = {
            r["source"]: r["sourceOrigin"]["identifier"]
            for g in graphs
            for r in g.get("relationships", [])
            if r.get("sourceOrigin")
        }
        names = curated(landing_page(module))
        for path, g in zip(files, graphs):
            own = os.path.basename(path) == f"{module}.symbols.json"
            for s in g["symbols"]:
                if s["accessLevel"] not in ("public", "open"):
                    continue
                where = s.get("location", {}).get("uri", "")
                if not where.startswith("file://" + REPO):
                    continue  # written by the compiler, not by us
                title = ".".join(s["pathComponents"])
                origin = implements.get(s["identifier"]["precise"])
                inherited = origin is not None and docs.get(origin, True)
                if not s.get("docComment") and not inherited:
                    line = s["location"]["position"]["line"] + 1
                    file = where[len("file://" + REPO) + 1 :]
                    problems.append(f"{file}:{line}: {module}.{title} has no summary")
                if own and len(s["pathComponents"]) == 1 and s["pathComponents"][0] not in names:
                    problems.append(
                        f"{module}.docc/{module}.md: {title} is not under Topics; add ``{title}``"
                    )
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"{len(problems)} documentation problems.")
    print(f"Documentation: every public symbol of {len(modules)} modules has a summary and a place.")


main()
