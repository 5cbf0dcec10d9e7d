#!/usr/bin/env bash
# Runs the examples of Cucumber's Compatibility Kit (the cucumber-compatibility-kit package pinned
# in .ci/cucumber-requirements.txt) with their step definitions (Tests/CompatibilityKit), writing
# OUT/<example>.ndjson for each, then validates every line with the cucumber-messages models and
# compares each stream with the kit's (.ci/check-messages.py, .ci/check-cck.py).
#
# Usage: .ci/cck.sh OUT. CCK_RUNNER names a built cck-runner (.ci/run passes its own). The
# examples the runner does not know yet are listed, not run; the "Cucumber Messages" article
# (ViperSpec.docc) says which and why.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:?Usage: .ci/cck.sh OUT}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
source .ci/cucumber-venv.sh
if [ -z "${CCK_RUNNER:-}" ]; then
  swift build --product cck-runner
  CCK_RUNNER="$(swift build --show-bin-path)/cck-runner"
fi
kit="$("$venv/bin/python" -c 'import cucumber_compatibility_kit, pathlib; print(pathlib.Path(cucumber_compatibility_kit.__file__).parent / "features")')"

run=()
left=()
for folder in "$kit"/*/; do
  example="$(basename "$folder")"
  # The runner names the examples it has step definitions for; the rest wait (see the "Cucumber
  # Messages" article).
  if ! "$CCK_RUNNER" --knows "$example" >/dev/null 2>&1; then
    left+=("$example")
    continue
  fi
  arguments=()
  if [ -f "$folder/$example.arguments.txt" ]; then
    read -r -a arguments < "$folder/$example.arguments.txt"
  fi
  features=()
  while IFS= read -r feature; do features+=("$feature"); done \
    < <(find "$folder" -maxdepth 1 \( -name '*.feature' -o -name '*.feature.md' \) | sort)
  # A failing example exits 1 as a failing run should; its stream is what is checked.
  (cd "$folder" && "$CCK_RUNNER" "$example" "${features[@]##*/}" "${arguments[@]}" \
    --messages "$out/$example.ndjson" > "$out/$example.log" 2>&1) || true
  run+=("$example")
done
echo "cck: ran ${#run[@]} examples; not yet run (${#left[@]}): ${left[*]}"
"$venv/bin/python" .ci/check-messages.py "$out"/*.ndjson
"$venv/bin/python" .ci/check-cck.py "$out" "${run[@]}"
