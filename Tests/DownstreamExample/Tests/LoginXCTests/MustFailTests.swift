import Foundation
import XCTest

/// Proves that a wrong transcript, an unasserted entry and an unstubbed call each fail an XCTest
/// test: it runs each of `MustFailFixtures` in a child process and reads its exit status and output.
///
/// The child is this test binary, run again with the fixture's name, where XCTest runs the binary
/// itself (Linux); where a separate runner loads the tests (Xcode), the proof is skipped.
final class MustFailTests: XCTestCase {
  func testWrongTranscriptFails() throws {
    try expectFixtureFails("wrongTranscript", saying: "Expected the transcript to match")
  }

  func testUnassertedEntryFails() throws {
    try expectFixtureFails("unassertedEntry", saying: "Expected every journal entry to be asserted")
  }

  func testUnstubbedCallFails() throws {
    try expectFixtureFails("unstubbedCall", saying: "Unimplemented: MockLoginInteractor.signIn")
  }

  func testRunningTaskFails() throws {
    try expectFixtureFails("runningTask", saying: "but at least one is still running")
  }

  private func expectFixtureFails(_ fixture: String, saying message: String) throws {
    let binary = CommandLine.arguments[0]
    guard binary.hasSuffix(".xctest") else {
      throw XCTSkip("the proof runs where XCTest runs the test binary itself, as on Linux")
    }
    let test = "test" + fixture.prefix(1).uppercased() + fixture.dropFirst()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["LoginXCTests.MustFailFixtures/\(test)"]
    var environment = ProcessInfo.processInfo.environment
    environment["LOGIN_FIXTURE"] = fixture
    // The fixtures fail on purpose: recording would rewrite their wrong transcripts.
    environment["VIPERSPEC_RECORD"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    XCTAssertNotEqual(process.terminationStatus, 0, output)
    XCTAssertTrue(output.contains("error: MustFailFixtures.\(test) : "), output)
    XCTAssertTrue(output.contains(message), output)
  }
}
