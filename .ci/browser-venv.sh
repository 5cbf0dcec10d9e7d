# Sourced by the scripts that drive Chromium (check-html-report.sh, html-report-scale.sh): makes
# sure the virtual environment .build-browser-venv holds the pins of .ci/browser-requirements.txt,
# rebuilding it when they change, and sets `venv` to it. Needs python3 with venv, and network
# access to PyPI the first time. Playwright drives Debian's chromium; it never downloads one.
venv=.build-browser-venv
requirements=.ci/browser-requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  # A registry hiccup should not fail CI: try the install three times before giving up.
  for attempt in 1 2 3; do
    "$venv/bin/pip" install --quiet -r "$requirements" && break
    [ "$attempt" = 3 ] && { echo "Could not install $requirements from PyPI." >&2; exit 1; }
    sleep $((attempt * 5))
  done
  cp "$requirements" "$venv/requirements.txt"
fi
