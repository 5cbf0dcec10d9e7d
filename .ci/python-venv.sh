# Sourced by .ci/cucumber-venv.sh and .ci/browser-venv.sh after they set `venv` (a folder) and
# `requirements` (a pinned requirements file): makes sure the virtual environment holds those
# pins, rebuilding it when they change. Needs python3 with venv, and PyPI the first time.
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
