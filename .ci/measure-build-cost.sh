#!/usr/bin/env bash
# Measures what ViperSpec costs a downstream package's cold debug build, beside a bare package and
# beside the stack a Swift team would otherwise pick (swift-snapshot-testing, swift-clocks,
# swift-custom-dump). Each package has the same production module and one test target:
#
#   bare      the test drives the module with a hand-written double; no test library
#   harness   ViperTesting: a journal, a stub, the test clock, an in-memory store, expectTranscript
#   anchor    the same test with SnapshotTesting, Clocks and CustomDump
#   specs     harness, plus a spec test target running one scenario through ViperSpecTesting
#
# The production module imports Foundation, as every real VIPER module does (dates, identifiers),
# so no package is charged for the first use of Foundation. Dependencies are resolved before
# timing; each build is `swift build --build-tests` from an empty build folder, in RUNS rounds
# (3 by default) that build every package once, so that the machine's drift falls on all of
# them alike; each package's figure is its median. The harness build must compile no spec-kit
# module. A last, untimed harness build records each compiler job's time (`-stats-output-dir`)
# and prints the processor time each module took, the first place to look when the figure
# moves. The anchor packages come from GitHub, so the machine needs to reach it (or a local
# mirror). Takes about five minutes.
#
#   bash .ci/measure-build-cost.sh            # prints the table and the two overheads
#   RUNS=3 bash .ci/measure-build-cost.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-3}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viperspec-build-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT

module() { # $1: package folder
  mkdir -p "$1/Sources/Greeter"
  cat > "$1/Sources/Greeter/Greeter.swift" <<'SWIFT'
public import Foundation

public protocol NameSource: Sendable {
  func name(id: Int) async throws -> String
}

public struct Greeting: Identifiable, Codable, Equatable, Sendable {
  public var id: Int
  public var text: String
  public var day: Date
  public init(id: Int, text: String, day: Date) {
    self.id = id
    self.text = text
    self.day = day
  }
}

public final class Greeter: Sendable {
  private let names: any NameSource
  public init(names: any NameSource) { self.names = names }
  public func greeting(id: Int) async throws -> Greeting {
    Greeting(id: id, text: "Hello, \(try await names.name(id: id))!", day: Date(timeIntervalSince1970: 0))
  }
}
SWIFT
}

manifest() { # $1: folder, $2: dependencies, $3: test target dependencies, $4: extra targets
  cat > "$1/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Cost",
  platforms: [.macOS(.v15)],
  dependencies: [$2],
  targets: [
    .target(name: "Greeter"),
    .testTarget(name: "GreeterTests", dependencies: ["Greeter", $3]),$4
  ]
)
SWIFT
}

# bare
mkdir -p "$work/bare/Tests/GreeterTests"
module "$work/bare"
manifest "$work/bare" "" "" ""
cat > "$work/bare/Tests/GreeterTests/GreeterTests.swift" <<'SWIFT'
import Greeter
import Testing

struct FixedNames: NameSource {
  func name(id: Int) async throws -> String { "Frog" }
}

@Test func greets() async throws {
  let greeting = try await Greeter(names: FixedNames()).greeting(id: 1)
  #expect(greeting.text == "Hello, Frog!")
}
SWIFT

# harness
harness_test='import Foundation
import Greeter
import Testing
import ViperTesting

final class MockNames: Mock, NameSource {
  let journal: Journal
  var journalSubject: String { "names" }
  let name = Stub<String, any Error>()
  init(journal: Journal) { self.journal = journal }
  func name(id: Int) async throws -> String {
    try await name.suspendingAnswer(self, id, placeholder: "")
  }
}

@Test func greets() async throws {
  let journal = Journal()
  let clock = TestClock(now: Date(timeIntervalSince1970: 0))
  let store = InMemoryDataStore<Greeting>(journal: journal, name: "store")
  let names = MockNames(journal: journal)
  names.name.returns("Frog")

  try await store.insert(try await Greeter(names: names).greeting(id: 1))
  await clock.advance(by: .seconds(1))

  expectTranscript(journal, """
    names.name(id: 1)
    store.insert(Greeting(id: 1, text: "Hello, Frog!", day: 1970-01-01T00:00:00Z))
    """)
}'
mkdir -p "$work/harness/Tests/GreeterTests"
module "$work/harness"
manifest "$work/harness" ".package(name: \"ViperSpec\", path: \"$repo\")" \
  '.product(name: "ViperTesting", package: "ViperSpec")' ""
printf '%s\n' "$harness_test" > "$work/harness/Tests/GreeterTests/GreeterTests.swift"

# anchor
mkdir -p "$work/anchor/Tests/GreeterTests"
module "$work/anchor"
manifest "$work/anchor" \
  '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0")' \
  '.product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "CustomDump", package: "swift-custom-dump")' ""
cat > "$work/anchor/Tests/GreeterTests/GreeterTests.swift" <<'SWIFT'
import Clocks
import CustomDump
import Greeter
import SnapshotTesting
import Synchronization
import Testing

final class MockNames: NameSource {
  let calls = Mutex<[String]>([])
  func name(id: Int) async throws -> String {
    calls.withLock { $0.append("names.name(id: \(id))") }
    return "Frog"
  }
}

@Test func greets() async throws {
  let clock = TestClock()
  let names = MockNames()
  var stored: [Greeting] = []

  stored.append(try await Greeter(names: names).greeting(id: 1))
  await clock.advance(by: .seconds(1))

  expectNoDifference(stored.map(\.text), ["Hello, Frog!"])
  assertSnapshot(of: names.calls.withLock { $0 }.joined(separator: "\n"), as: .lines, record: false)
}
SWIFT

# specs: harness plus a spec test target with one scenario
cp -R "$work/harness" "$work/specs"
mkdir -p "$work/specs/Tests/GreeterSpecTests" "$work/specs/Specs"
manifest "$work/specs" ".package(name: \"ViperSpec\", path: \"$repo\")" \
  '.product(name: "ViperTesting", package: "ViperSpec")' '
    .testTarget(
      name: "GreeterSpecTests",
      dependencies: ["Greeter", .product(name: "ViperSpecTesting", package: "ViperSpec")]
    ),'
cat > "$work/specs/Specs/greeting.feature.md" <<'MD'
# Feature: Greeting

## Scenario: A known name is greeted

* When the greeter greets "Frog"
* Then the greeting reads "Hello, Frog!"
MD
cat > "$work/specs/Tests/GreeterSpecTests/GreeterSpecTests.swift" <<'SWIFT'
import Greeter
import Testing
import ViperSpecTesting

struct Named: NameSource {
  let value: String
  func name(id: Int) async throws -> String { value }
}

@MainActor final class GreeterWorld {
  var greeting: Greeting?
}

let steps: StepLibrary<GreeterWorld> = {
  var steps = StepLibrary<GreeterWorld> { GreeterWorld() }
  steps.when("the greeter greets {string}") { (world, name: String) in
    world.greeting = try await Greeter(names: Named(value: name)).greeting(id: 1)
  }
  steps.then("the greeting reads {string}") { (world, expected: String) in
    guard world.greeting?.text == expected else { throw StepFailure("Wrong.") }
  }
  return steps
}()

@Test(arguments: SpecSuite.scenarios(in: "Specs", relativeTo: #filePath))
func scenario(_ scenario: ScenarioCase) async {
  await scenario.run(with: StepCatalog(steps))
}
SWIFT

for package in bare harness anchor specs; do
  (cd "$work/$package" && swift package resolve >/dev/null 2>&1)
done

cold_build() { # $1: package; prints one cold build's seconds
  rm -rf "$work/$1/.build/debug" "$work/$1/.build/"*-unknown-* "$work/$1/.build/"*-apple-*
  local start end
  start=$(date +%s.%N)
  (cd "$work/$1" && swift build --build-tests >/dev/null 2>&1) || {
    echo "The $1 package did not build; run 'swift build --build-tests' in $work/$1." >&2
    trap - EXIT
    exit 1
  }
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.1f}')"
}

declare -A times
for round in $(seq "$runs"); do
  line="round $round:"
  for package in bare harness anchor specs; do
    t=$(cold_build "$package")
    times[$package]="${times[$package]:-} $t"
    line="$line $package ${t}s"
  done
  echo "$line"
done

declare -A seconds
echo
for package in bare harness anchor specs; do
  seconds[$package]=$(python3 -c "import statistics,sys; print(statistics.median(map(float, sys.argv[1:])))" ${times[$package]})
  printf '%-8s %6ss (median of%s)\n' "$package" "${seconds[$package]}" "${times[$package]}"
done

# A test target on ViperTesting alone must not compile the spec kit, its runner or reports.
# SwiftPM makes an empty folder for every target of the graph; a compiled one holds objects.
compiled=$(find "$work/harness/.build" -maxdepth 4 -path '*/Viper*.build/*.o' -printf '%h\n' \
  | xargs -n1 basename | sort -u | tr '\n' ' ')
case "$compiled" in
  *ViperSpec*) echo "The harness package compiled spec-kit modules: $compiled" >&2; exit 1 ;;
  *) echo "harness compiled only: $compiled" ;;
esac

# Where the harness's build goes: each module's compiler jobs, in processor seconds.
stats="$work/harness-stats"
mkdir -p "$stats"
rm -rf "$work/harness/.build/debug" "$work/harness/.build/"*-unknown-* "$work/harness/.build/"*-apple-*
(cd "$work/harness" && swift build --build-tests -Xswiftc -stats-output-dir -Xswiftc "$stats" \
  >/dev/null 2>&1)
python3 - "$stats" <<'PY'
import collections, glob, json, os, sys
seconds = collections.Counter()
for path in glob.glob(os.path.join(sys.argv[1], "*.json")):
    job = os.path.basename(path).split("-swift-frontend-", 1)[-1]
    module = job.split("-", 1)[0]
    with open(path) as file:
        stats = json.load(file)
    seconds[module] += sum(
        value for key, value in stats.items()
        if key.startswith("time.swift-frontend.") and key.endswith(".user")
    )
print()
print("harness compiler jobs, processor seconds by module:")
for module, value in seconds.most_common():
    print(f"  {module:<32} {value:5.1f}")
PY

python3 - "${seconds[bare]}" "${seconds[harness]}" "${seconds[anchor]}" "${seconds[specs]}" <<'PY'
import sys
bare, harness, anchor, specs = map(float, sys.argv[1:])
h, a, s = harness - bare, anchor - bare, specs - bare
print()
print(f"harness overhead (ViperTesting test target):   +{h:.1f} s")
print(f"anchor overhead (snapshot-testing+clocks+dump): +{a:.1f} s")
print(f"ratio harness / anchor:                          {h / a:.2f} (goal 0.6)" if a > 0 else "")
print(f"harness + one-scenario spec target overhead:     +{s:.1f} s (budget 12 s)")
PY
