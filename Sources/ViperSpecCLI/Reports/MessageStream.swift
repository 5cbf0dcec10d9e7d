package import Foundation

/// Writes a run as Cucumber Messages, one JSON envelope per line, as the run goes: what
/// Cucumber's own formatters (HTML, JUnit, Allure's and ReportPortal's plug-ins) read.
///
/// The order is Cucumber's: `meta`; each file's `source`, `gherkinDocument` and pickles; the
/// step definitions, custom parameter types and unknown ones; `testRunStarted` and a `testCase`
/// per scenario that runs; then, scenario by scenario as each finishes, its start, each step's
/// start and result, and its end; `testRunFinished` last. Each scenario is written when it
/// finishes, so a long run is never held in memory.
@MainActor
package final class MessageStream {
  /// The file the envelopes go to, or nil to keep them for ``takePending()``.
  private let file: FileHandle?
  /// The envelopes written since the last ``takePending()`` or flush.
  private var json = JSONWriter()
  private var nextID: Int
  var testRunStartedID = ""
  /// A test case's ID and its test steps' IDs: the Before hooks', the steps' and the After
  /// hooks'.
  struct TestCaseIDs {
    var id: String
    var before: [String]
    var steps: [String]
    var after: [String]
    /// The test step that reports the spec's findings in the scenario's lines, if it has any.
    var check: String?
    /// The parameter types of the library the scenario runs with, for its snippets.
    var types: [ParameterType]
  }

  /// For each scenario that runs, by pickle ID, its test case's IDs.
  var testCases: [String: TestCaseIDs] = [:]
  /// What ``matching(_:library:catalog:)`` found, by library and text: the JSON of a test step's
  /// `stepDefinitionIds` and `stepMatchArgumentsLists`.
  var matchingFields: [String: (ids: [UInt8], lists: [UInt8])] = [:]
  /// Each library's hooks' IDs, by the hook's index.
  var hookIDs: [[String]] = []
  /// The BeforeAll and AfterAll hooks' IDs, in the order of ``StepCatalog/runHooks``.
  var runHookIDs: [String] = []
  /// The ID of the hook that stands for the spec check, when a scenario that runs has findings
  /// in its lines.
  var specCheckID: String?
  /// Each library's step definitions' IDs, by the definition's index; nil for one that did not
  /// compile.
  var definitionIDs: [[String?]] = []

  /// Starts a stream.
  ///
  /// - Parameters:
  ///   - firstID: The first ID the stream may give, past the files' node IDs.
  ///   - file: The file to write to; nil keeps the envelopes for ``takePending()``.
  package init(firstID: Int, file: FileHandle?) {
    nextID = firstID
    self.file = file
  }

  /// Returns the lines written since the last call and forgets them: what the run hands to
  /// standard output after each scenario when the stream has no file.
  package func takePending() -> String {
    defer { json.removeAll() }
    return json.text
  }

  /// Writes one envelope, kept until the end of the scenario or hook it belongs to, when the
  /// file (if any) gets them in one write: a write per line cost more than the rest of the stream.
  func envelope(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
    json.object { json in json.object(name, body) }
    json.endLine()
  }

  /// Why the file could not be written (a full disk, say), once it could not; the stream then
  /// writes nothing more, and the run fails saying so.
  package private(set) var writeError: String?

  /// Whether the stream's file is still the one at a path; true without a file.
  ///
  /// - Parameter path: The path the file was opened at.
  /// - Returns: False when something removed or replaced the file during the run.
  package func isStillAtPath(_ path: String) -> Bool {
    file.map { ReportFile.isStillAtPath($0, path) } ?? true
  }

  /// Writes what is pending to the file, if the stream has one.
  func flush() {
    guard let file, !json.bytes.isEmpty else { return }
    defer { json.removeAll() }
    guard writeError == nil else { return }
    writeError = DescriptorWriter.write(json.bytes, to: file.fileDescriptor)
  }

  func takeID() -> String {
    defer { nextID += 1 }
    return String(nextID)
  }

  /// Writes everything known before any hook or scenario runs, up to `testRunStarted`.
  ///
  /// - Parameters:
  ///   - files: The spec files, parsed.
  ///   - catalog: The step libraries.
  ///   - start: When the run started.
  ///   - checksSpecs: Whether a scenario that runs has findings in its lines, which a hook of
  ///     its own reports (Cucumber has no such check; a failed After hook is what its formatters
  ///     show).
  package func begin(
    files: [SpecFile],
    catalog: StepCatalog,
    start: Date,
    checksSpecs: Bool = false
  ) {
    defer { flush() }
    json.raw(Self.meta)
    json.endLine()
    for file in files {
      let text = (try? SpecLoader.readText(file.path)) ?? ""
      envelope("source") { json in
        json.string("uri", file.path)
        json.string("data", text)
        json.string(
          "mediaType",
          file.path.hasSuffix(".md")
            ? "text/x.cucumber.gherkin+markdown" : "text/x.cucumber.gherkin+plain"
        )
      }
      switch file.document {
      case .success(let document):
        MessageEnvelope.write(document, to: &json)
        json.endLine()
        for pickle in file.pickles {
          MessageEnvelope.write(pickle, to: &json)
          json.endLine()
        }
      case .failure(let error):
        MessageEnvelope.write(error, to: &json)
        json.endLine()
      }
    }
    writeDefinitions(catalog)
    if checksSpecs {
      let id = takeID()
      specCheckID = id
      envelope("hook") { json in
        json.string("id", id)
        json.string("type", "AFTER_TEST_CASE")
        json.string("name", Self.specCheckName)
        json.object("sourceReference") { _ in }
      }
    }
    testRunStartedID = takeID()
    envelope("testRunStarted") { json in
      json.string("id", testRunStartedID)
      Self.timestamp(start, to: &json)
    }
  }

  /// Writes a BeforeAll or AfterAll hook that has run: its start, its attachments, its result.
  ///
  /// - Parameters:
  ///   - result: The hook's result.
  ///   - index: The hook's index in ``StepCatalog/runHooks``.
  package func runHook(_ result: StepResult, index: Int) {
    defer { flush() }
    let startedID = takeID()
    let started = result.startedAt ?? Date(timeIntervalSince1970: 0)
    let finished = result.finishedAt ?? started
    envelope("testRunHookStarted") { json in
      json.string("testRunStartedId", testRunStartedID)
      json.string("id", startedID)
      json.string("hookId", runHookIDs[index])
      Self.timestamp(started, to: &json)
    }
    writeAttachments(result.attachments) { json in
      json.string("testRunHookStartedId", startedID)
    }
    envelope("testRunHookFinished") { json in
      json.string("testRunHookStartedId", startedID)
      Self.timestamp(finished, to: &json)
      Self.stepResult("result", result, duration: finished.timeIntervalSince(started), to: &json)
    }
  }

  /// Writes attachments, each with the fields that say what it belongs to.
  private func writeAttachments(
    _ attachments: [StepAttachment],
    owner: (inout JSONWriter) -> Void
  ) {
    for attachment in attachments {
      envelope("attachment") { json in
        owner(&json)
        json.string("body", attachment.body)
        json.string("contentEncoding", attachment.isBase64 ? "BASE64" : "IDENTITY")
        json.string("mediaType", attachment.mediaType)
        if let fileName = attachment.fileName { json.string("fileName", fileName) }
        Self.timestamp(attachment.timestamp, to: &json)
      }
    }
  }

  /// The name of the hook that stands for the spec check.
  static let specCheckName = "ViperSpec's spec check"

  /// Writes a scenario that has finished: its start, each step's start and result, its end.
  ///
  /// - Parameters:
  ///   - result: The scenario's result; its attempts count from 1.
  ///   - willBeRetried: Whether the scenario runs again, for `--retry`.
  package func scenario(_ result: ScenarioResult, willBeRetried: Bool) {
    defer { flush() }
    guard let testCase = testCases[result.pickle.id] else { return }
    let startedID = takeID()
    let start = result.startedAt ?? Date(timeIntervalSince1970: 0)
    envelope("testCaseStarted") { json in
      json.string("id", startedID)
      json.string("testCaseId", testCase.id)
      Self.timestamp(start, to: &json)
      json.int("attempt", result.attempts - 1)
    }
    // A step that did not run starts and ends when the one before it ended, as Cucumber's do.
    var last = start
    var ran =
      zip(testCase.before, result.beforeHooks).map { ($0, $1, nil as PickleStep?) }
      + zip(testCase.steps, zip(result.steps, result.pickle.steps)).map { ($0, $1.0, $1.1) }
      + zip(testCase.after, result.afterHooks).map { ($0, $1, nil as PickleStep?) }
    if let check = testCase.check {
      ran.append((check, Self.specCheck(result), nil))
    }
    // A scenario that could not start (an invalid definition, a world that cannot be made)
    // fails at its first test step, which says why.
    if let setupFailure = result.setupFailure, !ran.isEmpty {
      ran[0].1.status = .failed
      ran[0].1.message = setupFailure
      // What the world's factory threw, or the invalid definitions, as a failed step's
      // exception: where Cucumber's formatters look for what failed.
      ran[0].1.thrown =
        result.setupThrown
        ?? ThrownError(
          type: "InvalidStepDefinitions",
          message: setupFailure,
          place: "\(result.pickle.uri):\(result.pickle.location.line)"
        )
    }
    for (testStepID, step, pickleStep) in ran {
      let started = step.startedAt ?? last
      let finished = step.finishedAt ?? started
      last = finished
      envelope("testStepStarted") { json in
        json.string("testCaseStartedId", startedID)
        json.string("testStepId", testStepID)
        Self.timestamp(started, to: &json)
      }
      if step.status == .undefined, let pickleStep {
        writeSuggestion(for: pickleStep, types: testCase.types)
      }
      writeAttachments(step.attachments) { json in
        json.string("testCaseStartedId", startedID)
        json.string("testStepId", testStepID)
      }
      envelope("testStepFinished") { json in
        json.string("testCaseStartedId", startedID)
        json.string("testStepId", testStepID)
        Self.stepResult(
          "testStepResult",
          step,
          duration: finished.timeIntervalSince(started),
          to: &json
        )
        Self.timestamp(finished, to: &json)
      }
    }
    envelope("testCaseFinished") { json in
      json.string("testCaseStartedId", startedID)
      Self.timestamp(result.finishedAt ?? last, to: &json)
      json.bool("willBeRetried", willBeRetried)
    }
  }

  /// Writes a scenario that was never run (`--fail-fast` stopped the run first) as Cucumber
  /// writes one: started, each test step skipped, finished, all at one moment.
  ///
  /// - Parameters:
  ///   - pickle: The scenario, whose test case the stream has written.
  ///   - moment: When the run gave it up.
  package func notRun(_ pickle: Pickle, at moment: Date) {
    defer { flush() }
    guard let testCase = testCases[pickle.id] else { return }
    let startedID = takeID()
    envelope("testCaseStarted") { json in
      json.string("id", startedID)
      json.string("testCaseId", testCase.id)
      Self.timestamp(moment, to: &json)
      json.int("attempt", 0)
    }
    for testStepID in testCase.before + testCase.steps + testCase.after
      + [testCase.check].compactMap(\.self)
    {
      envelope("testStepStarted") { json in
        json.string("testCaseStartedId", startedID)
        json.string("testStepId", testStepID)
        Self.timestamp(moment, to: &json)
      }
      envelope("testStepFinished") { json in
        json.string("testCaseStartedId", startedID)
        json.string("testStepId", testStepID)
        json.object("testStepResult") { json in
          json.string("status", "SKIPPED")
          Self.duration("duration", 0, to: &json)
        }
        Self.timestamp(moment, to: &json)
      }
    }
    envelope("testCaseFinished") { json in
      json.string("testCaseStartedId", startedID)
      Self.timestamp(moment, to: &json)
      json.bool("willBeRetried", false)
    }
  }

  private func writeSuggestion(for step: PickleStep, types: [ParameterType]) {
    let snippets = StepSnippet.all(
      kind: step.type ?? .unknown,
      text: step.text,
      arguments: step.arguments,
      types: types
    )
    let id = takeID()
    envelope("suggestion") { json in
      json.string("id", id)
      json.string("pickleStepId", step.id)
      json.array("snippets") { json in
        for snippet in snippets {
          json.object { json in
            json.string("language", "swift")
            json.string("code", snippet.text)
          }
        }
      }
    }
  }

  /// Writes the run's end.
  ///
  /// - Parameters:
  ///   - success: Whether the run passed.
  ///   - end: When it ended.
  ///   - error: What stopped the run itself, such as a report it could not write.
  ///   - reason: Why a run failed that no step or hook says failed, such as spec errors.
  package func end(success: Bool, at end: Date, error: String? = nil, reason: String? = nil) {
    defer { flush() }
    envelope("testRunFinished") { json in
      json.string("testRunStartedId", testRunStartedID)
      Self.timestamp(end, to: &json)
      json.bool("success", success)
      if let error {
        json.string("message", error)
        json.object("exception") { json in
          json.string("type", "SpecCommandError")
          json.string("message", error)
        }
      } else if let reason {
        json.string("message", reason)
      }
    }
  }

  /// The `meta` envelope: the protocol version the Compatibility Kit's streams carry, and this
  /// implementation.
  private static let meta: [UInt8] = {
    #if os(Linux)
    let os = "linux"
    #elseif os(macOS)
    let os = "darwin"
    #else
    let os = "apple"
    #endif
    #if arch(arm64)
    let cpu = "arm64"
    #else
    let cpu = "x64"
    #endif
    var json = JSONWriter()
    json.object { json in
      json.object("meta") { json in
        json.string("protocolVersion", "34.2.1")
        json.object("implementation") { json in
          json.string("name", "viper-spec")
          json.string("version", "0.1.0")
        }
        json.object("runtime") { json in
          json.string("name", "swift")
          json.string("version", "6")
        }
        json.object("os") { $0.string("name", os) }
        json.object("cpu") { $0.string("name", cpu) }
      }
    }
    return json.bytes
  }()
}
