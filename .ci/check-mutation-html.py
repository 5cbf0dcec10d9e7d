"""Opens a mutation report page (`viper-spec mutate --html`) in headless Chromium, through the
browser checks' shared setup (.ci/browser_page.py: Debian's Chromium driven by Playwright,
axe-core), and holds it to what the docs promise: without script every mutant and every line of
source shows, and no control that does nothing; with script each status filter leaves exactly
its mutants and "only lines with a mutant" leaves exactly their lines; survivors are visible and
their links land below the filter bar; the sources' `<`, `&` and script tags show as text and
none runs; no request leaves the file; axe-core finds no serious or critical violation, light or
dark (with script on: axe-core is itself a script).

    python3 .ci/check-mutation-html.py REPORT.html [SCREENSHOTS]

The report must hold survivors; a source line with a script tag in it, as the one
MutationReportSampleTests writes has (.ci/check-mutation-report.sh), must show as text. A real
run's page (.ci/check-mutate.sh) is checked the same way.
"""
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_page import check, check_axe, expect_clean, launch, open_page, problems

STATUSES = ["survived", "killed", "timeout", "runtime-error", "compile-error", "ignored"]


def visible(page, selector):
    return page.eval_on_selector_all(
        selector, "es => es.filter(e => e.checkVisibility()).length")


def check_static(browser, path, scheme):
    name = f"without script, {scheme}"
    errors, requests = [], []
    context, page = open_page(browser, path, False, errors, requests, color_scheme=scheme)
    mutants = page.locator("li.mutant").count()
    total = sum(int(n) for n in page.eval_on_selector_all(
        "tfoot td:not(.score)", "cells => cells.map(c => c.textContent)"))
    check(mutants == total > 0, f"{name}: {mutants} mutants on the page, the scores count {total}")
    check(visible(page, "li.mutant") == mutants, f"{name}: hidden mutants")
    lines = page.locator("ol.source > li").count()
    check(visible(page, "ol.source > li") == lines, f"{name}: hidden source lines")
    check(not page.is_visible("#controls"), f"{name}: controls that do nothing show")
    check(visible(page, "li.mutant.survived") == page.locator("li.mutant.survived").count() > 0,
          f"{name}: the survivors do not all show")
    if "&lt;script&gt;" in Path(path).read_text(encoding="utf-8"):  # the sample's source has one
        check("<script>" in page.text_content("main"), f"{name}: the source's script tag is not text")
    # No axe here: axe-core runs as a script in the page, and this page runs none.
    expect_clean(name, page, errors, requests)
    context.close()


def check_filters(browser, path, scheme):
    name = f"with script, {scheme}"
    errors, requests = [], []
    context, page = open_page(browser, path, True, errors, requests, color_scheme=scheme)
    total = page.locator("li.mutant").count()
    check(page.is_visible("#controls"), f"{name}: the filters do not show")
    check(page.text_content("#shown") == f"{total} of {total} mutants shown", f"{name}: the count")
    survivor = page.locator("li.mutant.survived").first
    check(survivor.is_visible(), f"{name}: the first survivor is not visible")
    check("Survived" in survivor.text_content() and "→" in survivor.text_content(),
          f"{name}: a survivor does not show its status and change")
    check_axe(name, page)
    if scheme == "dark":
        expect_clean(name, page, errors, requests)
        context.close()
        return
    # Each status alone leaves exactly its mutants.
    boxes = page.query_selector_all("input[name=status]")
    check(sorted(b.get_attribute("value") for b in boxes) == sorted(STATUSES),
          f"{name}: the status filter's boxes")
    for status in STATUSES:
        for box in boxes:
            box.set_checked(box.get_attribute("value") == status)
        shown = visible(page, "li.mutant")
        wanted = page.locator(f"li.mutant[data-status={status}]").count()
        check(shown == wanted, f"{name}: status {status} shows {shown} mutants, expected {wanted}")
        check(page.text_content("#shown") == f"{wanted} of {total} mutants shown",
              f"{name}: the count for {status}")
    # Survivors only, and only their lines: every shown line holds a shown survivor.
    page.check("#only-mutated")
    for box in boxes:
        box.set_checked(box.get_attribute("value") == "survived")
    lines = visible(page, "ol.source > li")
    wanted = page.eval_on_selector_all(
        "ol.source > li", "ls => ls.filter(l => l.querySelector('li.mutant.survived')).length")
    check(0 < lines == wanted, f"{name}: survivors' lines only shows {lines} lines, not {wanted}")
    files = visible(page, "section.mutated-file")
    wanted = page.eval_on_selector_all(
        "section.mutated-file", "fs => fs.filter(f => f.querySelector('li.mutant.survived')).length")
    check(files == wanted, f"{name}: survivors' files only shows {files} files, not {wanted}")
    page.uncheck("#only-mutated")
    for box in boxes:
        box.set_checked(True)
    check(visible(page, "ol.source > li") == page.locator("ol.source > li").count(),
          f"{name}: the lines do not all come back")
    # A survivor's link lands on it, below the filter bar.
    page.click("nav.survivors a >> nth=0")
    target = page.evaluate("() => location.hash.slice(1)")
    top = page.eval_on_selector(f"[id='{target}']", "e => e.getBoundingClientRect().top")
    bar = page.eval_on_selector("#controls", "c => c.getBoundingClientRect().bottom")
    check(target.startswith("mutant-") and top >= bar - 1,
          f"{name}: the survivor's link lands under the bar ({target}: {top} < {bar})")
    # The keyboard alone reaches the status filter and uses it.
    fresh = context.new_page()
    fresh.goto(path.as_uri())
    for _ in range(10):
        fresh.keyboard.press("Tab")
        if fresh.evaluate("() => document.activeElement.name") == "status":
            break
    check(fresh.evaluate("() => document.activeElement.value") == "survived",
          f"{name}: Tab does not reach the first status box")
    fresh.keyboard.press("Space")
    check(visible(fresh, "li.mutant.survived") == 0, f"{name}: Space on the box does not filter")
    fresh.close()
    expect_clean(name, page, errors, requests)
    context.close()


def screenshots(browser, path, folder):
    folder.mkdir(parents=True, exist_ok=True)
    for scheme in ["light", "dark"]:
        context = browser.new_context(color_scheme=scheme, viewport={"width": 1100, "height": 900})
        page = context.new_page()
        page.goto(path.as_uri())
        page.screenshot(path=str(folder / f"mutation-report-{scheme}.png"))
        context.close()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    path = Path(sys.argv[1]).resolve()
    shots = Path(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2] else None
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for scheme in ["light", "dark"]:
            check_static(browser, path, scheme)
            check_filters(browser, path, scheme)
        if shots:
            screenshots(browser, path, shots)
        browser.close()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"The mutation report failed {len(problems)} checks in Chromium.")
    print("The mutation report holds in Chromium: script on and off, light and dark, axe clean.")


main()
