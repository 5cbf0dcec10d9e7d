"""Measures the HTML report at scale: runs 10,000 scenarios (100 features of 100, each with a
doc string and one failing in ten) through viper-spec with --html, then opens the report in
headless Chromium (Debian's, driven by Playwright) and prints the report's size, the time the
page takes to load and the time a search takes to answer. Figures only: nothing is asserted.

    bash .ci/html-report-scale.sh          # or, with the browser venv:
    python3 .ci/html-report-scale.py VIPER_SPEC WORK [SCENARIOS]
"""
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

SCENARIO = """## Scenario: Row {n} of feature {f}

* When the to-do list appears
* Then the recorder shows
  ```text
  view.render({view})
  ```
"""


def main():
    viper_spec, work = sys.argv[1], Path(sys.argv[2])
    total = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
    per_file = 100
    specs = work / "Specs"
    specs.mkdir(parents=True, exist_ok=True)
    for f in range(total // per_file):
        body = "".join(SCENARIO.format(n=n, f=f, view=".rows" if n % 10 == 9 else ".empty")
                       for n in range(per_file))
        (specs / f"f{f:03}.feature.md").write_text(f"# Feature: Scale {f}\n\nProse.\n\n{body}")
    report = work / "scale.html"
    start = time.perf_counter()
    subprocess.run([viper_spec, str(specs), "--html", str(report)], capture_output=True,
                   timeout=3600)
    run = time.perf_counter() - start
    size = report.stat().st_size
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    loads, searches = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for _ in range(3):
            page = browser.new_page()
            start = time.perf_counter()
            page.goto(report.as_uri(), wait_until="load")
            page.wait_for_function("document.getElementById('shown').textContent.length > 0")
            loads.append(time.perf_counter() - start)
            for query in ["row 5 of feature 7", "the recorder", "zzz"]:
                searches.append(page.evaluate("""(query) => {
                    const field = document.getElementById('search');
                    const start = performance.now();
                    field.value = query;
                    field.dispatchEvent(new Event('input', {bubbles: true}));
                    document.body.offsetHeight;
                    return performance.now() - start; }""", query) / 1000)
            page.close()
        browser.close()
    print(f"html report: {total} scenarios run and written in {run:.1f} s (debug runner)")
    print(f"html report: {size / 1_048_576:.1f} MB, {size / total / 1024:.1f} KB a scenario")
    print(f"html report: loads in Chromium in {statistics.median(loads):.2f} s "
          f"(median of {len(loads)}; {min(loads):.2f}-{max(loads):.2f})")
    print(f"html report: a search answers in {statistics.median(searches) * 1000:.0f} ms "
          f"(median of {len(searches)}; at most {max(searches) * 1000:.0f})")


main()
