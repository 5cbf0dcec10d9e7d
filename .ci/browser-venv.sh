# Sourced by the scripts that drive Chromium (check-html-report.sh, html-report-scale.sh,
# check-mutation-report.sh): makes sure the virtual environment .build-browser-venv holds the pins
# of .ci/browser-requirements.txt and sets `venv` to it. Playwright drives Debian's chromium; it
# never downloads one.
venv=.build-browser-venv
requirements=.ci/browser-requirements.txt
source .ci/python-venv.sh
