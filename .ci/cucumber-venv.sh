# Sourced by the scripts that run Cucumber's Python packages (check-cucumber.sh, cck.sh): makes
# sure the virtual environment .build-cucumber-venv holds the pins of
# .ci/cucumber-requirements.txt, rebuilding it when they change, and sets `venv` to it. Needs
# python3 with venv, and network access to PyPI the first time.
venv=.build-cucumber-venv
requirements=.ci/cucumber-requirements.txt
source .ci/python-venv.sh
