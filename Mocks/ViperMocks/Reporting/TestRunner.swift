import Foundation
import ViperRuntime

/// The test runner of this process, as far as the engine can reach it.
///
/// When `ViperTesting` is linked (every test target that uses the kit), its bridge fails the test
/// that is running, in Swift Testing or in XCTest. Without it (an executable, a playground), a
/// failure is written to standard error, never dropped.
package enum TestRunner {
  /// The bridge's mangled type name: `ViperTesting.TestRunnerBridge`, an enum.
  ///
  /// Looked up by `TypeLookup` (in `ViperRuntime`, with the harness's other reaches below Swift's
  /// public API). A test in `ViperTestingTests` proves the name still finds the bridge.
  package static let bridgeName = "12ViperTesting16TestRunnerBridgeO"

  /// The bridge, if `ViperTesting` is linked into the process.
  package static let bridge: (any TestRunner.Bridge.Type)? =
    TypeLookup.type(mangledName: bridgeName) as? any TestRunner.Bridge.Type

  /// Starts watching the runners; see ``TestRunner/Bridge/prepare()``.
  static func prepare() {
    bridge?.prepare()
  }

  /// The test running now, if a runner says; see ``TestRunner/Bridge/currentTest()``.
  static func currentTest() -> String? {
    bridge?.currentTest()
  }

  /// Whether to report a failure of an object made in `test` at once; see
  /// ``TestRunner/Bridge/reportsAtOnceHere(madeIn:)``.
  static func reportsAtOnceHere(madeIn test: String?) -> Bool {
    bridge?.reportsAtOnceHere(madeIn: test) ?? false
  }

  /// Fails the running test, or writes the failure to standard error when no runner is reachable.
  static func report(
    _ message: String,
    at location: SourceCodeLocation?,
    madeIn test: String? = nil
  ) {
    if let bridge {
      bridge.report(message, at: location, madeIn: test)
    } else {
      let place = location.map { "\($0): " } ?? ""
      FileHandle.standardError.write(Data("\(place)error: ViperSpec: \(message)\n".utf8))
    }
  }
}
