/// The tests a test run's output says failed, for the outcome's `killedBy`.
package enum FailedTests {
  /// The names of the failed tests: Swift Testing's `✘ Test name(…) failed` lines and
  /// XCTest's `Test Case '…' failed` lines, each once.
  ///
  /// - Parameter output: What the test process printed.
  /// - Returns: The names, in order.
  package static func names(in output: String) -> [String] {
    var names: [String] = []
    for line in output.split(separator: "\n") {
      var name: Substring?
      if line.contains("✘ Test run with ") {
        continue
      } else if let match = line.firstMatch(of: /✘ Test "(.+?)" failed after/) {
        name = match.1
      } else if let match = line.firstMatch(of: /✘ Test (.+?) failed after/) {
        name = match.1
      } else if let match = line.firstMatch(of: /Test Case '(?:-\[)?([^'\]]+)\]?' failed/) {
        name = match.1
      }
      if let name, !names.contains(String(name)) { names.append(String(name)) }
    }
    return names
  }
}
