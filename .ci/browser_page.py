"""What the browser checks of ViperSpec's HTML pages share (.ci/check-html-report.py,
.ci/check-mutation-html.py): Debian's Chromium launched through Playwright's executable_path (no
browser is ever downloaded), a page opened with script on or off while every console error,
dialog and request that leaves the file is recorded, axe-core's serious and critical violations,
and the list of problems each check adds to.
"""
import shutil
import sys

from axe_playwright_python.sync_playwright import Axe

problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


def launch(playwright):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        sys.exit("No chromium on PATH (apt-get install chromium).")
    return playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])


def open_page(browser, path, script, errors, requests, **options):
    context = browser.new_context(java_script_enabled=script, **options)
    page = context.new_page()
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: (errors.append("a dialog opened: " + d.message), d.dismiss()))
    url = path.as_uri()
    page.on("request", lambda r: r.url.split("?")[0].split("#")[0] != url
            and not r.url.startswith("data:") and requests.append(r.url))
    page.goto(url)
    return context, page


def expect_clean(name, page, errors, requests):
    check(not errors, f"{name}: console errors or dialogs: {errors[:3]}")
    check(not requests, f"{name}: requests left the file: {requests[:3]}")
    check(page.evaluate("() => window.pwned === undefined"), f"{name}: a script from the page ran")


def check_axe(name, page):
    results = Axe().run(page)
    bad = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    for violation in bad:
        problems.append(f"{name}: axe {violation['impact']}: {violation['id']}: "
                        f"{violation['help']} ({len(violation['nodes'])} nodes)")
