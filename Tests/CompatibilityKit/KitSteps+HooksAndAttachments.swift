import Foundation
import ViperSpec

/// The examples about hooks (per scenario, conditional, named, skipping, around the run) and
/// attachments (text, bytes, images, from hooks, Markdown).
extension KitSteps {
  static func hooks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.before { _ in }
    steps.when("a step passes") { _ in }
    steps.when("a step fails") { _ in throw KitError("Exception in step") }
    steps.after { _ in }
    return steps
  }

  static func conditionalHooks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.before("@passing-hook") { _ in }
    steps.before("@fail-before") { _ in throw KitError("Exception in conditional hook") }
    steps.when("a step passes") { _ in }
    steps.after("@fail-after") { _ in throw KitError("Exception in conditional hook") }
    steps.after("@passing-hook") { _ in }
    return steps
  }

  static func namedHooks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.before(name: "A named before hook") { _ in }
    steps.when("a step passes") { _ in }
    steps.after(name: "A named after hook") { _ in }
    return steps
  }

  static func skippedHooks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.before { _ in }
    steps.before("@skip-before") { _ in throw SkippedStep() }
    steps.before { _ in }
    steps.given("a normal step") { _ in }
    steps.given("a step that skips") { _ in throw SkippedStep() }
    steps.after { _ in }
    steps.after("@skip-after") { _ in throw SkippedStep() }
    steps.after { _ in }
    return steps
  }

  static func undefinedWithHooks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.before { _ in }
    steps.after { _ in }
    return steps
  }

  static func skippedThenFailingHook() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a step that skips") { _ in throw SkippedStep() }
    steps.after { _ in throw KitError("whoops") }
    return steps
  }

  /// A file of the example's folder, where the kit's runs start.
  static func file(_ name: String) throws -> Data {
    try Data(
      contentsOf: URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/" + name)
    )
  }

  static func attachments() -> Steps {
    var steps = Steps { KitWorld() }
    steps.when("the string {string} is attached as {string}") { (_, text: String, type: String) in
      Scenario.attach(text, mediaType: type)
    }
    steps.when("the string {string} is logged") { (_, text: String) in Scenario.log(text) }
    steps.when("text with ANSI escapes is logged") { _ in
      Scenario.log(
        "This displays a \u{1B}[31mr\u{1B}[0m\u{1B}[91ma\u{1B}[0m\u{1B}[33mi\u{1B}[0m\u{1B}[32mn\u{1B}[0m"
          + "\u{1B}[34mb\u{1B}[0m\u{1B}[95mo\u{1B}[0m\u{1B}[35mw\u{1B}[0m"
      )
    }
    steps.when("the following string is attached as {string}:") {
      (_, type: String, block: DocString) in
      Scenario.attach(block.content, mediaType: type)
    }
    steps.when("an array with {int} bytes is attached as {string}") {
      (_, size: Int, type: String) in
      Scenario.attach(Data((0..<size).map { UInt8($0) }), mediaType: type)
    }
    steps.when("a PDF document is attached and renamed") { _ in
      Scenario.attach(
        try file("document.pdf"),
        mediaType: "application/pdf",
        fileName: "renamed.pdf"
      )
    }
    steps.when("a link to {string} is attached") { (_, url: String) in Scenario.link(url) }
    steps.when("the string {string} is attached as {string} before a failure") {
      (_, text: String, type: String) in
      Scenario.attach(text, mediaType: type)
      throw KitError("whoops")
    }
    return steps
  }

  static func imageAttachments() -> Steps {
    var steps = Steps { KitWorld() }
    steps.when("a JPEG image is attached") { _ in
      Scenario.attach(try file("cucumber.jpeg"), mediaType: "image/jpeg")
    }
    steps.when("a PNG image is attached") { _ in
      Scenario.attach(try file("cucumber.png"), mediaType: "image/png")
    }
    return steps
  }

  static func hookAttachments() -> Steps {
    var steps = Steps { KitWorld() }
    steps.before { _ in Scenario.attach(try file("cucumber.svg"), mediaType: "image/svg+xml") }
    steps.when("a step passes") { _ in }
    steps.after { _ in Scenario.attach(try file("cucumber.svg"), mediaType: "image/svg+xml") }
    return steps
  }

  static func markdown() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("some TypeScript code:") { (_, _: DocString) in }
    steps.given("some classic Gherkin:") { (_, _: DocString) in }
    steps.when("we use a data table and attach something and then {word}") {
      (_, word: String, _: DataTable) in
      Scenario.log("We are logging some plain text (\(word))")
      if word == "fail" { throw KitError("You asked me to fail") }
    }
    steps.then("this might or might not run") { _ in }
    return steps
  }

  static func globalHooks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.beforeAll {}
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.when("a step fails") { _ in throw KitError("Exception in step") }
    steps.afterAll {}
    steps.afterAll {}
    return steps
  }

  static func globalHookAttachments() -> Steps {
    var steps = Steps { KitWorld() }
    steps.beforeAll { Scenario.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
    steps.when("a step passes") { _ in }
    steps.afterAll { Scenario.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    return steps
  }

  static func failingBeforeAll() -> Steps {
    var steps = Steps { KitWorld() }
    steps.beforeAll {}
    steps.beforeAll { throw KitError("BeforeAll hook went wrong") }
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.afterAll {}
    steps.afterAll {}
    return steps
  }

  static func failingAfterAll() -> Steps {
    var steps = Steps { KitWorld() }
    steps.beforeAll {}
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.afterAll {}
    steps.afterAll { throw KitError("AfterAll hook went wrong") }
    steps.afterAll {}
    return steps
  }
}
