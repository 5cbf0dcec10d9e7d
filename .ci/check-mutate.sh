#!/usr/bin/env bash
# `viper-spec mutate` on real code, end to end (issue 56):
#  1. the downstream example's Login module with every operator and a threshold of 80%: its JSON
#     against Stryker's schema (.ci/check-mutation-report.py), its page in Chromium
#     (.ci/check-mutation-html.py);
#  2. a presenter test weakened in a scratch copy of the example (its snapshot of the message for a
#     malformed account swapped for skipUnassertedEntries()): the text mutant that test killed
#     survives, at the line of the message it checked, and was killed before the weakening;
#  3. a reference feature, the Todos module, against TodosTests, with a threshold of 90%.
# Needs viper-spec built (VIPER_SPEC names it), chromium on PATH and PyPI the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-venv.sh
viper_spec="${VIPER_SPEC:-$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/viper-spec}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-mutate.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "-- Login, every operator, threshold 80%"
"$viper_spec" mutate Login --package-path Tests/DownstreamExample --threshold 80 \
  --json "$work/login.json" --html "$work/login.html" > "$work/login.txt" 2> "$work/login.log" || {
  cat "$work/login.log" "$work/login.txt" >&2
  exit 1
}
cat "$work/login.txt"
grep -q '^Login: ' "$work/login.txt"
"$venv/bin/python" .ci/check-mutation-report.py "$work/login.json"
"$venv/bin/python" .ci/check-mutation-html.py "$work/login.html"

echo "-- a weakened presenter test lets the mutant it killed survive"
copy="$work/example"
mkdir -p "$copy"
(cd Tests/DownstreamExample && git ls-files -z | xargs -0 tar -cf - --) | tar -xf - -C "$copy"
sed -i.orig "s#path: \"../..\"#path: \"$PWD\"#" "$copy/Package.swift" && rm "$copy/Package.swift.orig"
message='Sources/Login/LoginPresenter.swift:47: change-shown-text: "Enter your account as an e-mail address'
only=(--operators change-shown-text --tests '^LoginTests\.')
"$viper_spec" mutate Login --package-path "$copy" "${only[@]}" > "$work/strong.txt" 2> "$work/strong.log"
if grep -qF "$message" "$work/strong.txt"; then
  cat "$work/strong.txt" >&2
  echo "The malformed account's message must be killed by LoginPresenterTests before the weakening." >&2
  exit 1
fi
test_file="$copy/Tests/LoginTests/LoginPresenterTests.swift"
sed -i.orig 's#expectSnapshot(of: journal, named: "malformed account")#journal.skipUnassertedEntries()#' "$test_file"
rm "$test_file.orig"
grep -q 'journal.skipUnassertedEntries()' "$test_file"
"$viper_spec" mutate Login --package-path "$copy" "${only[@]}" > "$work/weak.txt" 2> "$work/weak.log"
grep -F "$message" "$work/weak.txt" || {
  cat "$work/weak.txt" "$work/weak.log" >&2
  echo "The weakened test must let the malformed account's message survive." >&2
  exit 1
}

echo "-- a reference feature: Todos, against TodosTests, threshold 90%"
"$viper_spec" mutate Todos --tests '^TodosTests\.' --threshold 90 \
  --json "$work/todos.json" > "$work/todos.txt" 2> "$work/todos.log" || {
  cat "$work/todos.log" "$work/todos.txt" >&2
  exit 1
}
cat "$work/todos.txt"
"$venv/bin/python" .ci/check-mutation-report.py "$work/todos.json"
