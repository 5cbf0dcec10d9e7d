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
  /// The envelopes written since the last ``takePending()``, when there is no file.
  private var pending = ""
  private var nextID: Int
  private var testRunStartedID = ""
  /// A test case's ID and its test steps' IDs: the Before hooks', the steps' and the After
  /// hooks'.
  private struct TestCaseIDs {
    var id: String
    var before: [String]
    var steps: [String]
    var after: [String]
  }

  /// For each scenario that runs, by pickle ID, its test case's IDs.
  private var testCases: [String: TestCaseIDs] = [:]
  /// What ``matching(_:library:catalog:)`` found, by library and text.
  private var matchingFields: [String: (String, String)] = [:]
  /// Each library's hooks' IDs, by the hook's index.
  private var hookIDs: [[String]] = []
  /// The BeforeAll and AfterAll hooks' IDs, in the order of ``StepCatalog/runHooks``.
  private var runHookIDs: [String] = []
  /// Each library's step definitions' IDs, by the definition's index; nil for one that did not
  /// compile.
  private var definitionIDs: [[String?]] = []

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
    defer { pending = "" }
    return pending
  }

  /// Keeps an envelope until the end of the scenario or hook it belongs to, when the file (if
  /// any) gets them in one write: a write per line cost more than the rest of the stream.
  private func write(_ envelope: String) {
    pending += envelope
    pending += "\n"
  }

  /// Why the file could not be written (a full disk, say), once it could not; the stream then
  /// writes nothing more, and the run fails saying so.
  package private(set) var writeError: String?

  /// Writes what is pending to the file, if the stream has one.
  private func flush() {
    guard let file, !pending.isEmpty else { return }
    defer { pending = "" }
    guard writeError == nil else { return }
    writeError = DescriptorWriter.write(pending, to: file.fileDescriptor)
  }

  private func takeID() -> String {
    defer { nextID += 1 }
    return String(nextID)
  }

  /// Writes everything known before any hook or scenario runs, up to `testRunStarted`.
  ///
  /// - Parameters:
  ///   - files: The spec files, parsed.
  ///   - catalog: The step libraries.
  ///   - start: When the run started.
  package func begin(files: [SpecFile], catalog: StepCatalog, start: Date) {
    defer { flush() }
    write(Self.meta)
    for file in files {
      let text = (try? SpecLoader.readText(file.path)) ?? ""
      let mediaType =
        file.path.hasSuffix(".md")
        ? "text/x.cucumber.gherkin+markdown" : "text/x.cucumber.gherkin+plain"
      write(
        JSONText.object([
          (
            "source",
            JSONText.object([
              ("uri", JSONText.quoted(file.path)), ("data", JSONText.quoted(text)),
              ("mediaType", JSONText.quoted(mediaType)),
            ])
          )
        ])
      )
      switch file.document {
      case .success(let document):
        write(MessageEnvelope.gherkinDocument(document))
        for pickle in file.pickles { write(MessageEnvelope.pickle(pickle)) }
      case .failure(let error):
        write(MessageEnvelope.parseError(error))
      }
    }
    writeDefinitions(catalog)
    testRunStartedID = takeID()
    write(
      JSONText.object([
        (
          "testRunStarted",
          JSONText.object([
            ("id", JSONText.quoted(testRunStartedID)), ("timestamp", Self.timestamp(start)),
          ])
        )
      ])
    )
  }

  /// Writes a test case for each scenario that will run, once the BeforeAll hooks passed.
  ///
  /// - Parameters:
  ///   - selected: The scenarios, in the order they will run.
  ///   - catalog: The step libraries.
  ///   - libraries: The library each scenario runs with, by pickle ID.
  package func testCases(_ selected: [Pickle], catalog: StepCatalog, libraries: [String: Int?]) {
    defer { flush() }
    for pickle in selected {
      writeTestCase(pickle, catalog: catalog, library: libraries[pickle.id] ?? nil)
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
    write(
      JSONText.object([
        (
          "testRunHookStarted",
          JSONText.object([
            ("testRunStartedId", JSONText.quoted(testRunStartedID)),
            ("id", JSONText.quoted(startedID)),
            ("hookId", JSONText.quoted(runHookIDs[index])),
            ("timestamp", Self.timestamp(started)),
          ])
        )
      ])
    )
    writeAttachments(
      result.attachments,
      owner: [("testRunHookStartedId", JSONText.quoted(startedID))]
    )
    write(
      JSONText.object([
        (
          "testRunHookFinished",
          JSONText.object([
            ("testRunHookStartedId", JSONText.quoted(startedID)),
            ("timestamp", Self.timestamp(finished)),
            ("result", Self.stepResult(result, duration: finished.timeIntervalSince(started))),
          ])
        )
      ])
    )
  }

  private func writeAttachments(_ attachments: [StepAttachment], owner: [(String, String)]) {
    for attachment in attachments {
      var fields =
        owner + [
          ("body", JSONText.quoted(attachment.body)),
          ("contentEncoding", JSONText.quoted(attachment.isBase64 ? "BASE64" : "IDENTITY")),
          ("mediaType", JSONText.quoted(attachment.mediaType)),
        ]
      if let fileName = attachment.fileName {
        fields.append(("fileName", JSONText.quoted(fileName)))
      }
      fields.append(("timestamp", Self.timestamp(attachment.timestamp)))
      write(JSONText.object([("attachment", JSONText.object(fields))]))
    }
  }

  /// Writes the custom parameter types, the step definitions of every library and the phrases
  /// that use unknown types; returns each library's definition IDs, by index.
  private func writeDefinitions(_ catalog: StepCatalog) {
    // Custom types first: a phrase can use a type only once it is registered.
    let builtIn = Set(ParameterType.builtIn.map(\.name))
    var written: Set<String> = []
    for type in catalog.parameterTypes where !builtIn.contains(type.name) {
      guard written.insert(type.name).inserted else { continue }
      write(
        JSONText.object([
          (
            "parameterType",
            JSONText.object([
              ("id", JSONText.quoted(takeID())), ("name", JSONText.quoted(type.name)),
              ("regularExpressions", JSONText.array(type.regexps.map(JSONText.quoted))),
              ("preferForRegularExpressionMatch", "false"), ("useForSnippets", "true"),
            ])
          )
        ])
      )
    }
    // Definitions and hooks in the order each library made them, as Cucumber lists them.
    for library in catalog.libraries {
      var ids = [String?](repeating: nil, count: library.definitions.count)
      var libraryHookIDs = [String](repeating: "", count: library.hooks.count)
      var libraryRunHookIDs = [String](repeating: "", count: library.runHooks.count)
      let made =
        library.definitions.indices.map { (library.definitions[$0].sequence, 0, $0) }
        + library.hooks.indices.map { (library.hooks[$0].sequence, 1, $0) }
        + library.runHooks.indices.map { (library.runHooks[$0].sequence, 2, $0) }
      for (_, kind, index) in made.sorted(by: { $0.0 < $1.0 }) {
        switch kind {
        case 0 where library.definitions[index].isValid:
          ids[index] = writeDefinition(library.definitions[index])
        case 1: libraryHookIDs[index] = writeHook(library.hooks[index])
        case 2: libraryRunHookIDs[index] = writeRunHook(library.runHooks[index])
        default: break
        }
      }
      definitionIDs.append(ids)
      hookIDs.append(libraryHookIDs)
      runHookIDs += libraryRunHookIDs
    }
    for library in catalog.libraries {
      for undefined in library.undefinedParameterTypes {
        write(
          JSONText.object([
            (
              "undefinedParameterType",
              JSONText.object([
                ("expression", JSONText.quoted(undefined.expression)),
                ("name", JSONText.quoted(undefined.name)),
              ])
            )
          ])
        )
      }
    }
  }

  private func writeDefinition(_ definition: StepDefinitionRecord) -> String {
    let id = takeID()
    let pattern = JSONText.object([
      ("source", JSONText.quoted(definition.source)),
      ("type", JSONText.quoted(definition.isRegex ? "REGULAR_EXPRESSION" : "CUCUMBER_EXPRESSION")),
    ])
    write(
      JSONText.object([
        (
          "stepDefinition",
          JSONText.object([
            ("id", JSONText.quoted(id)), ("pattern", pattern),
            ("sourceReference", Self.sourceReference(definition.filePath, definition.line)),
          ])
        )
      ])
    )
    return id
  }

  private func writeRunHook(_ hook: StepRunHook) -> String {
    let id = takeID()
    var fields: [(String, String)] = [
      ("id", JSONText.quoted(id)),
      ("type", JSONText.quoted(hook.isBefore ? "BEFORE_TEST_RUN" : "AFTER_TEST_RUN")),
    ]
    if let name = hook.name { fields.append(("name", JSONText.quoted(name))) }
    fields.append(("sourceReference", Self.sourceReference(hook.filePath, hook.line)))
    write(JSONText.object([("hook", JSONText.object(fields))]))
    return id
  }

  private func writeHook(_ hook: StepHookRecord) -> String {
    let id = takeID()
    var fields: [(String, String)] = [
      ("id", JSONText.quoted(id)),
      ("type", JSONText.quoted(hook.isBefore ? "BEFORE_TEST_CASE" : "AFTER_TEST_CASE")),
    ]
    if let name = hook.name { fields.append(("name", JSONText.quoted(name))) }
    if !hook.tagSource.isEmpty { fields.append(("tagExpression", JSONText.quoted(hook.tagSource))) }
    fields.append(("sourceReference", Self.sourceReference(hook.filePath, hook.line)))
    write(JSONText.object([("hook", JSONText.object(fields))]))
    return id
  }

  /// The definitions a step's text matches, with their arguments: the JSON of a test step's
  /// `stepDefinitionIds` and `stepMatchArgumentsLists`, computed once per library and text, as
  /// backgrounds and outlines repeat their steps' texts.
  private func matching(_ text: String, library: Int?, catalog: StepCatalog) -> (String, String) {
    let key = "\(library ?? -1)\u{0}\(text)"
    if let known = matchingFields[key] { return known }
    let matches = library.map { catalog.libraries[$0].matches(text) } ?? []
    let ids = matches.compactMap { match in library.flatMap { definitionIDs[$0][match.index] } }
    let lists = matches.map { match in
      JSONText.object([("stepMatchArguments", JSONText.array(match.arguments.map(Self.argument)))])
    }
    let result = (JSONText.array(ids.map(JSONText.quoted)), JSONText.array(lists))
    matchingFields[key] = result
    return result
  }

  private func writeTestCase(_ pickle: Pickle, catalog: StepCatalog, library: Int?) {
    let id = takeID()
    var steps: [String] = []
    let hooks = library.map { catalog.libraries[$0].hookIndices(pickle) } ?? (before: [], after: [])
    func hookSteps(_ indices: [Int]) -> [String] {
      indices.map { index in
        let stepID = takeID()
        let hookID = library.map { hookIDs[$0][index] } ?? ""
        steps.append(
          JSONText.object([("id", JSONText.quoted(stepID)), ("hookId", JSONText.quoted(hookID))])
        )
        return stepID
      }
    }
    let before = hookSteps(hooks.before)
    var stepIDs: [String] = []
    for step in pickle.steps {
      let stepID = takeID()
      stepIDs.append(stepID)
      let (ids, lists) = matching(step.text, library: library, catalog: catalog)
      steps.append(
        JSONText.object([
          ("id", JSONText.quoted(stepID)), ("pickleStepId", JSONText.quoted(step.id)),
          ("stepDefinitionIds", ids), ("stepMatchArgumentsLists", lists),
        ])
      )
    }
    let after = hookSteps(hooks.after)
    testCases[pickle.id] = TestCaseIDs(id: id, before: before, steps: stepIDs, after: after)
    write(
      JSONText.object([
        (
          "testCase",
          JSONText.object([
            ("id", JSONText.quoted(id)), ("pickleId", JSONText.quoted(pickle.id)),
            ("testSteps", JSONText.array(steps)),
            ("testRunStartedId", JSONText.quoted(testRunStartedID)),
          ])
        )
      ])
    )
  }

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
    write(
      JSONText.object([
        (
          "testCaseStarted",
          JSONText.object([
            ("id", JSONText.quoted(startedID)), ("testCaseId", JSONText.quoted(testCase.id)),
            ("timestamp", Self.timestamp(start)), ("attempt", String(result.attempts - 1)),
          ])
        )
      ])
    )
    // A step that did not run starts and ends when the one before it ended, as Cucumber's do.
    var last = start
    var ran =
      zip(testCase.before, result.beforeHooks).map { ($0, $1, nil as PickleStep?) }
      + zip(testCase.steps, zip(result.steps, result.pickle.steps)).map { ($0, $1.0, $1.1) }
      + zip(testCase.after, result.afterHooks).map { ($0, $1, nil as PickleStep?) }
    // A scenario that could not start (an invalid definition, a world that cannot be made)
    // fails at its first test step, which says why.
    if let setupFailure = result.setupFailure, !ran.isEmpty {
      ran[0].1.status = .failed
      ran[0].1.message = setupFailure
    }
    for (testStepID, step, pickleStep) in ran {
      let stepID = JSONText.quoted(testStepID)
      let started = step.startedAt ?? last
      let finished = step.finishedAt ?? started
      last = finished
      write(
        JSONText.object([
          (
            "testStepStarted",
            JSONText.object([
              ("testCaseStartedId", JSONText.quoted(startedID)), ("testStepId", stepID),
              ("timestamp", Self.timestamp(started)),
            ])
          )
        ])
      )
      if step.status == .undefined, let pickleStep { writeSuggestion(for: pickleStep) }
      writeAttachments(
        step.attachments,
        owner: [("testCaseStartedId", JSONText.quoted(startedID)), ("testStepId", stepID)]
      )
      write(
        JSONText.object([
          (
            "testStepFinished",
            JSONText.object([
              ("testCaseStartedId", JSONText.quoted(startedID)), ("testStepId", stepID),
              (
                "testStepResult",
                Self.stepResult(step, duration: finished.timeIntervalSince(started))
              ),
              ("timestamp", Self.timestamp(finished)),
            ])
          )
        ])
      )
    }
    write(
      JSONText.object([
        (
          "testCaseFinished",
          JSONText.object([
            ("testCaseStartedId", JSONText.quoted(startedID)),
            ("timestamp", Self.timestamp(result.finishedAt ?? last)),
            ("willBeRetried", willBeRetried ? "true" : "false"),
          ])
        )
      ])
    )
  }

  private func writeSuggestion(for step: PickleStep) {
    let snippet = StepSnippet(
      kind: step.type ?? .unknown,
      text: step.text,
      arguments: step.arguments
    )
    write(
      JSONText.object([
        (
          "suggestion",
          JSONText.object([
            ("id", JSONText.quoted(takeID())), ("pickleStepId", JSONText.quoted(step.id)),
            (
              "snippets",
              JSONText.array([
                JSONText.object([
                  ("language", JSONText.quoted("swift")), ("code", JSONText.quoted(snippet.text)),
                ])
              ])
            ),
          ])
        )
      ])
    )
  }

  /// Writes the run's end.
  ///
  /// - Parameters:
  ///   - success: Whether the run passed.
  ///   - end: When it ended.
  ///   - error: What stopped the run itself, such as a report it could not write.
  package func end(success: Bool, at end: Date, error: String? = nil) {
    defer { flush() }
    var fields: [(String, String)] = [
      ("testRunStartedId", JSONText.quoted(testRunStartedID)),
      ("timestamp", Self.timestamp(end)), ("success", success ? "true" : "false"),
    ]
    if let error {
      fields.append(("message", JSONText.quoted(error)))
      fields.append(
        (
          "exception",
          JSONText.object([
            ("type", JSONText.quoted("SpecCommandError")), ("message", JSONText.quoted(error)),
          ])
        )
      )
    }
    write(JSONText.object([("testRunFinished", JSONText.object(fields))]))
  }

  private static func stepResult(_ step: StepResult, duration: TimeInterval) -> String {
    var fields: [(String, String)] = [
      ("status", JSONText.quoted(step.status.rawValue.uppercased())),
      ("duration", Self.duration(duration)),
    ]
    // Cucumber's message is what the step's code said; ViperSpec's own explanation goes with it
    // when there is nothing thrown (an undefined step, a transcript that differs).
    if let thrown = step.thrown {
      fields.append(("message", JSONText.quoted(thrown.message)))
      fields.append(
        (
          "exception",
          JSONText.object([
            ("type", JSONText.quoted(thrown.type)), ("message", JSONText.quoted(thrown.message)),
            // As Cucumber's: the error, then where in the spec (or hook) it was thrown.
            ("stackTrace", JSONText.quoted("\(thrown.type): \(thrown.message)\n\(thrown.place)")),
          ])
        )
      )
    } else if step.status == .failed, let message = step.message {
      fields.append(("message", JSONText.quoted(message)))
    }
    return JSONText.object(fields)
  }

  private static func argument(_ argument: StepMatchArgument) -> String {
    var fields = [("group", group(argument.group))]
    if let name = argument.parameterTypeName {
      fields.append(("parameterTypeName", JSONText.quoted(name)))
    }
    return JSONText.object(fields)
  }

  private static func group(_ group: StepMatchGroup) -> String {
    var fields: [(String, String)] = []
    if let start = group.start { fields.append(("start", String(start))) }
    if let value = group.value { fields.append(("value", JSONText.quoted(value))) }
    if !group.children.isEmpty {
      fields.append(("children", JSONText.array(group.children.map(Self.group))))
    }
    return JSONText.object(fields)
  }

  private static func sourceReference(_ filePath: String, _ line: Int) -> String {
    JSONText.object([
      ("uri", JSONText.quoted(filePath.relativeToCurrentFolder)),
      ("location", JSONText.object([("line", String(line))])),
    ])
  }

  private static func timestamp(_ date: Date) -> String {
    duration(date.timeIntervalSince1970)
  }

  /// Seconds as Cucumber Messages' `{seconds, nanos}`, for a duration or a time since 1970.
  private static func duration(_ interval: TimeInterval) -> String {
    let clamped = max(interval, 0)
    let seconds = clamped.rounded(.down)
    let nanos = Int(((clamped - seconds) * 1_000_000_000).rounded())
    return JSONText.object([
      ("seconds", String(Int(seconds))), ("nanos", String(min(nanos, 999_999_999))),
    ])
  }

  /// The `meta` envelope: the protocol version the Compatibility Kit's streams carry, and this
  /// implementation.
  private static let meta: String = {
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
    return JSONText.object([
      (
        "meta",
        JSONText.object([
          ("protocolVersion", JSONText.quoted("34.2.1")),
          (
            "implementation",
            JSONText.object([
              ("name", JSONText.quoted("viper-spec")), ("version", JSONText.quoted("0.1.0")),
            ])
          ),
          (
            "runtime",
            JSONText.object([("name", JSONText.quoted("swift")), ("version", JSONText.quoted("6"))])
          ),
          ("os", JSONText.object([("name", JSONText.quoted(os))])),
          ("cpu", JSONText.object([("name", JSONText.quoted(cpu))])),
        ])
      )
    ])
  }()
}
