"""Opens ViperSpec's HTML report in headless Chromium (Debian's, driven by Playwright through
executable_path) and holds it to what the docs promise: every scenario shows, with script on and
off; the search, each status filter and the tag filter leave exactly the right articles (the tag
filter the same ones `viper-spec --tags` runs); a failed transcript's diff shows; no console
error, no request leaves the file, no script from the specs runs; axe-core finds no serious or
critical violation; the controls work from the keyboard alone.

    python3 .ci/check-html-report.py VIPER_SPEC WORK [SCREENSHOTS]
"""
import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_page import check, check_axe, expect_clean, launch, open_page, problems

FAILING = """# Feature: A failing list

Prose **with** a [link](https://example.com/guide).

## Scenario: The empty list says so first

* When the to-do list appears
* Then the recorder shows
  ```text
  view.render(.empty)
  ```

`@a b`
## Scenario: The empty list shows the wrong rows

* When the to-do list appears
* Then the recorder shows
  ```text
  view.render(.rows)
  ```

## Rule: Undefined steps fail too

### Scenario: An undefined step

* When the to-do list appears
* Then nothing defines this step
"""

PAYLOAD = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2">'

HOSTILE = f"""`@x<b>` `@y"z`
# Feature: {PAYLOAD}

{PAYLOAD} [a](javascript:window.pwned=3) <javascript:window.pwned=4>
<iframe src="https://evil.example/"></iframe>
<link rel="stylesheet" href="https://evil.example/x.css">

| {PAYLOAD} | b |
| --- | --- |
| c | d |

## Scenario: {PAYLOAD}

* Given {PAYLOAD} is undefined
* When the to-do list appears
"""

def report(viper_spec, work, name, paths, extra=()):
    out = work / f"{name}.html"
    run = subprocess.run([viper_spec, *paths, "--html", str(out), *extra],
                         capture_output=True, text=True, timeout=600)
    check(out.exists(), f"{name}: no report written ({run.stderr[-500:]})")
    return out


def visible_titles(page):
    return page.eval_on_selector_all(
        "article.scenario:not([hidden])",
        "as => as.map(a => a.querySelector('h3, h4').textContent + ' @ ' + "
        "a.querySelector('.meta').textContent.split(' · ').pop())")


def count_in_summary(page):
    summary = page.text_content(".summary")
    return int(re.match(r"(\d+) scenario", summary).group(1))


def check_static(browser, name, path):
    errors, requests = [], []
    context, page = open_page(browser, path, False, errors, requests)
    total = count_in_summary(page)
    check(page.locator("article.scenario").count() == total,
          f"{name} without script: {page.locator('article.scenario').count()} articles, "
          f"the summary says {total}")
    check(len(visible_titles(page)) == total, f"{name} without script: hidden articles")
    check(not page.is_visible("#controls"), f"{name} without script: controls that do nothing show")
    expect_clean(f"{name} without script", page, errors, requests)
    context.close()


def check_filters(browser, viper_spec, work, path):
    errors, requests = [], []
    context, page = open_page(browser, path, True, errors, requests)
    total = page.locator("article.scenario").count()
    check(page.text_content("#shown") == f"{total} of {total} scenarios shown", "specs: the count")
    # Search: exactly the articles whose name, tags or steps hold the text.
    page.fill("#search", "haircut")
    expected = page.eval_on_selector_all(
        "article.scenario", "as => as.filter(a => [a.querySelector('h3, h4').textContent, "
        "a.dataset.tags, ...[...a.querySelectorAll('.steps > li')].map(l => l.textContent)]"
        ".join('\\n').toLowerCase().includes('haircut')).length")
    shown = len(visible_titles(page))
    check(0 < shown == expected < total, f"specs: search shows {shown}, expected {expected}")
    page.fill("#search", "")
    # Each status alone leaves exactly its articles.
    for status in ["passed", "failed", "pending", "skipped", "undefined", "ambiguous"]:
        for box in page.query_selector_all("input[name=status]"):
            box.set_checked(box.get_attribute("value") == status)
        shown = page.locator("article.scenario:not([hidden])").count()
        wanted = page.locator(f"article.scenario[data-status={status}]").count()
        check(shown == wanted, f"specs: status {status} shows {shown}, expected {wanted}")
    for box in page.query_selector_all("input[name=status]"):
        box.set_checked(True)
    # The tag filter means what --tags means: the same scenarios.
    for expression in ["@todos", "@frogs and not @login", "not @todos", "(@tasks or @frogs)"]:
        page.fill("#tags", expression)
        subset = report(viper_spec, work, "tags", ["Specs"], ["--tags", expression])
        other = context.new_page()
        other.goto(subset.as_uri())
        wanted = sorted(visible_titles(other))
        other.close()
        check(sorted(visible_titles(page)) == wanted,
              f"specs: --tags '{expression}' and the tag filter disagree")
    page.fill("#tags", "@a and")
    check("could not be parsed" in page.text_content("#tags-error"),
          "specs: a broken tag expression says nothing")
    page.fill("#tags", "")
    # A deep link's target is not hidden under the filter bar.
    target = page.eval_on_selector("article.scenario:nth-of-type(3)", "a => a.id")
    deep = context.new_page()
    deep.goto(path.as_uri() + "#" + target)
    top = deep.eval_on_selector("#" + target, "a => a.getBoundingClientRect().top")
    bar = deep.eval_on_selector("#controls", "c => c.getBoundingClientRect().bottom")
    check(top >= bar - 1, f"specs: a deep link's target is under the bar ({top} < {bar})")
    # Back brings the filters of the address it returns to.
    deep.fill("#search", "milk")
    deep.click("article.scenario:not([hidden]) :is(h3, h4) a >> nth=0")
    deep.fill("#search", "frog")
    deep.go_back()
    check(deep.input_value("#search") == "milk", "specs: back does not bring its filters back")
    deep.close()
    # The filters are kept in the address, and come back with it.
    page.fill("#search", "frog")
    reopened = context.new_page()
    reopened.goto(page.url)
    check(reopened.input_value("#search") == "frog", f"specs: the search is not kept ({page.url})")
    reopened.close()
    page.fill("#search", "")
    # The keyboard alone reaches and uses the search, from the top of a fresh page.
    fresh = context.new_page()
    fresh.goto(path.as_uri())
    for _ in range(15):
        fresh.keyboard.press("Tab")
        if fresh.evaluate("() => document.activeElement.id") == "search":
            break
    check(fresh.evaluate("() => document.activeElement.id") == "search",
          "specs: the search is not reached by Tab")
    fresh.keyboard.type("haircut")
    check(len(visible_titles(fresh)) < total, "specs: typing in the search filters nothing")
    fresh.keyboard.press("Tab")
    fresh.keyboard.press("Tab")
    check(fresh.evaluate("() => document.activeElement.value") == "passed",
          "specs: the status filters are not reached by Tab after the tag expression")
    fresh.keyboard.press("Space")
    check(fresh.locator("article.scenario[data-status=passed]:not([hidden])").count() == 0,
          "specs: Space on the first status box does not filter")
    fresh.close()
    check_axe("specs", page)
    expect_clean("specs with script", page, errors, requests)
    context.close()


def check_failing(browser, path):
    errors, requests = [], []
    context, page = open_page(browser, path, True, errors, requests)
    check(page.is_visible("nav.failures a"), "failing: no link to the failure at the top")
    check(page.is_visible("article.failed del") and page.is_visible("article.failed ins"),
          "failing: the transcript's diff does not show")
    statics = page.eval_on_selector_all("article.scenario", "as => as.map(a => a.id)")
    check(statics[0].endswith("first"), f"failing: the script moved articles on load: {statics}")
    page.check("#failures-first")
    first = page.eval_on_selector("article.scenario", "a => a.dataset.status")
    check(first == "failed", f"failing: failures first puts a {first} scenario first")
    ruled = page.eval_on_selector("article.undefined", "a => !!a.closest('section.rule')")
    check(ruled, "failing: failures first moved a rule's scenario out of its rule")
    page.uncheck("#failures-first")
    # A tag with a space is one tag, as --tags reads it; a trailing backslash is ignored.
    for expression, wanted in [("@a\\ b", 1), ("@a", 0), ("b", 0), ("not @a\\ b", 2),
                               ("@a\\ b\\", 1)]:
        page.fill("#tags", expression)
        shown = len(visible_titles(page))
        check(shown == wanted, f"failing: tags '{expression}' shows {shown}, expected {wanted}")
    page.fill("#tags", "")
    # The search reads names, tags and steps, not the page's own words.
    page.fill("#search", "passed")
    check(len(visible_titles(page)) == 0, "failing: the search matches the status words")
    page.fill("#search", "")
    page.click("#collapse")
    check(not page.is_visible("article.failed del"), "failing: collapse all leaves the steps open")
    page.click("#expand")
    check_axe("failing", page)
    expect_clean("failing with script", page, errors, requests)
    context.close()


def check_hostile(browser, path):
    errors, requests = [], []
    context, page = open_page(browser, path, True, errors, requests)
    check(PAYLOAD in page.text_content("main"), "hostile: the payload does not show as text")
    check(page.locator("main iframe, main link, main script, main img[src=x]").count() == 0,
          "hostile: markup from the spec made it into the page")
    for link in page.eval_on_selector_all("a[href]", "as => as.map(a => a.href)"):
        check(re.match(r"(https?:|mailto:|file:)", link), f"hostile: a link to {link}")
    expect_clean("hostile with script", page, errors, requests)
    context.close()


def screenshots(browser, path, folder):
    folder.mkdir(parents=True, exist_ok=True)
    for scheme in ["light", "dark"]:
        context = browser.new_context(color_scheme=scheme, viewport={"width": 1100, "height": 900})
        page = context.new_page()
        page.goto(path.as_uri())
        page.screenshot(path=str(folder / f"html-report-{scheme}.png"))
        context.close()


def main():
    viper_spec, work = sys.argv[1], Path(sys.argv[2])
    shots = Path(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
    (work / "failing.feature.md").write_text(FAILING)
    (work / "hostile.feature.md").write_text(HOSTILE)
    specs = report(viper_spec, work, "specs", ["Specs"])
    failing = report(viper_spec, work, "failing", [str(work / "failing.feature.md")])
    hostile = report(viper_spec, work, "hostile", [str(work / "hostile.feature.md")])
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for name, path in [("specs", specs), ("failing", failing), ("hostile", hostile)]:
            check_static(browser, name, path)
        check_filters(browser, viper_spec, work, specs)
        check_failing(browser, failing)
        check_hostile(browser, hostile)
        if shots:
            screenshots(browser, specs, shots)
        browser.close()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"The HTML report failed {len(problems)} checks in Chromium.")
    print("The HTML report holds in Chromium: three reports, script on and off, axe clean.")


main()
