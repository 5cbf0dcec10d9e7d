"""Opens the DocC site .ci/docs built in a real browser: serves OUT on a free local port and has
headless Chromium render every module's page and every article, each of which must show its own
title (the renderer draws pages with JavaScript, so a page that fails to load shows none).

    python3 .ci/check-docs-site.py OUT PAGE...      (PAGE: vipermocks/settling, as in the URL)
"""
import functools
import http.server
import shutil
import subprocess
import sys
import threading


def main():
    site, pages = sys.argv[1], sys.argv[2:]
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        sys.exit("No chromium on PATH to open the site with (apt-get install chromium).")
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    problems = []
    for page in pages:
        dom = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
             "--dump-dom", f"http://127.0.0.1:{port}/documentation/{page}"],
            capture_output=True, text=True, timeout=120,
        ).stdout
        if 'class="title"' not in dom:  # the page's heading, drawn once the page has loaded
            problems.append(f"/documentation/{page} renders no page in Chromium.")
    server.shutdown()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"{len(problems)} of {len(pages)} pages did not open.")
    print(f"The site opens: {len(pages)} pages rendered in Chromium.")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


main()
