import Foundation
import ViperSpec

/// The step definitions of each example of Cucumber's Compatibility Kit, by the example's name,
/// written from what the kit's own samples (`devkit/samples/<name>/<name>.ts`) do, in their
/// order, since the kit's streams list definitions in it.
enum KitSteps {
  typealias Steps = StepLibrary<KitWorld>

  /// The examples this runner knows.
  static let examples: [String: @Sendable () -> Steps] = [
    "ambiguous": ambiguous, "all-statuses": statuses, "backgrounds": orders,
    "cdata": cdata, "data-tables": dataTables, "doc-strings": docStrings,
    "data-tables-doc-strings": tablesAndBlocks, "data-tables-with-expression": tableWithExpression,
    "doc-strings-with-expression": blockWithExpression, "multiple-features-reversed": order,
    "hooks": hooks, "hooks-conditional": conditionalHooks, "hooks-named": namedHooks,
    "hooks-skipped": skippedHooks, "hooks-undefined": undefinedWithHooks,
    "skipped-failing-hook": skippedThenFailingHook, "attachments": attachments,
    "examples-tables-attachment": imageAttachments, "hooks-attachment": hookAttachments,
    "markdown": markdown, "global-hooks": globalHooks,
    "global-hooks-attachments": globalHookAttachments,
    "global-hooks-beforeall-error": failingBeforeAll,
    "global-hooks-afterall-error": failingAfterAll,
    "retry": retry, "retry-ambiguous": retryAmbiguous, "retry-pending": retryPending,
    "retry-undefined": { Steps { KitWorld() } },
    "empty": { Steps { KitWorld() } },
    "examples-tables": examplesTables, "examples-tables-undefined": cucumbers,
    "examples-tables-undefined-multiple": cucumbers, "failedish-combinations": failedish,
    "minimal": minimal, "multiple-features": order, "parameter-types": parameterTypes,
    "pending": pending, "pending-exception": pendingException,
    "regular-expression": regularExpression, "rules": rules, "rules-backgrounds": orders,
    "skipped": skipped, "skipped-exception": skippedException, "stack-traces": stackTraces,
    "undefined": undefined, "undefined-multiple": undefined,
    "unknown-parameter-type": unknownParameterType, "unused-steps": unusedSteps,
  ]

  /// How many times each step that passes late has run, across a scenario's attempts.
  @MainActor static var attempts: [String: Int] = [:]

  static func retry() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a step that always passes") { _ in }
    steps.given("a step that passes the second time") { _ in
      attempts["second", default: 0] += 1
      if attempts["second", default: 0] < 2 { throw KitError("Exception in step") }
    }
    steps.given("a step that passes the third time") { _ in
      attempts["third", default: 0] += 1
      if attempts["third", default: 0] < 3 { throw KitError("Exception in step") }
    }
    steps.given("a step that always fails") { _ in throw KitError("Exception in step") }
    return steps
  }

  static func retryAmbiguous() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("an ambiguous step") { _ in }
    steps.given("an ambiguous step") { _ in }
    return steps
  }

  static func retryPending() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a pending step") { _ in throw PendingStep() }
    return steps
  }

  static func minimal() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("I have {int} cukes in my belly") { (_, _: Int) in }
    return steps
  }

  static func cdata() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("I have {int} <![CDATA[cukes]]> in my belly") { (_, _: Int) in }
    return steps
  }

  static func ambiguous() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given(#/^a (.*?) with (.*?)$/#) { _, _ in }
    steps.given(#/^a step with (.*?)$/#) { _, _ in }
    return steps
  }

  static func statuses() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given(#/^a step$/#) { _, _ in }
    steps.given(#/^a failing step$/#) { _, _ in throw KitError("whoops") }
    steps.given(#/^a pending step$/#) { _, _ in throw PendingStep() }
    steps.given(#/^a skipped step$/#) { _, _ in throw SkippedStep() }
    steps.given(#/^an ambiguous (.*?)$/#) { _, _ in }
    steps.given(#/^(.*?) ambiguous step$/#) { _, _ in }
    return steps
  }

  static func failedish() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given(#/^a step$/#) { _, _ in }
    steps.given(#/^a skipped step$/#) { _, _ in throw SkippedStep() }
    steps.given(#/^a pending step$/#) { _, _ in throw PendingStep() }
    steps.given(#/^an ambiguous (.*?)$/#) { _, _ in }
    steps.given(#/^(.*?) ambiguous step$/#) { _, _ in }
    steps.given(#/^a failing step$/#) { _, _ in throw KitError("whoops") }
    return steps
  }

  static func order() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("an order for {string}") { (_, _: String) in }
    return steps
  }

  static func orders() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("an order for {string}") { (_, _: String) in }
    steps.when("an action") { _ in }
    steps.then("an outcome") { _ in }
    return steps
  }

  static func dataTables() -> Steps {
    var steps = Steps { KitWorld() }
    steps.when("the following table is transposed:") { (world, table: DataTable) in
      let rows = table.rows
      world.transposed = (rows.first ?? []).indices.map { column in rows.map { $0[column] } }
    }
    steps.then("it should be:") { (world, expected: DataTable) in
      guard world.transposed == expected.rows else {
        throw KitError("Expected \(expected.rows), but got \(world.transposed)")
      }
    }
    return steps
  }

  static func tablesAndBlocks() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a step with a data table a doc string") { (_, _: DataTable, _: DocString) in }
    steps.given("a step with a doc string a data table") { (_, _: DocString, _: DataTable) in }
    return steps
  }

  static func tableWithExpression() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a {string} with a table") { (_, _: String, _: DataTable) in }
    return steps
  }

  static func blockWithExpression() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a {string} with a doc string:") { (_, _: String, _: DocString) in }
    return steps
  }

  static func docStrings() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a doc string:") { (_, _: DocString) in }
    return steps
  }

  static func cucumbers() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("there are {int} cucumbers") { (world, count: Int) in world.count = count }
    steps.when("I eat {int} cucumbers") { (world, eaten: Int) in world.count -= eaten }
    steps.then("I should have {int} cucumbers") { (world, expected: Int) in
      guard world.count == expected else {
        throw KitError("Expected values to be strictly equal:\n\n\(world.count) !== \(expected)\n")
      }
    }
    return steps
  }

  static func examplesTables() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("there are {int} cucumbers") { (world, count: Int) in world.count = count }
    steps.given("there are {int} friends") { (world, friends: Int) in world.friends = friends }
    steps.when("I eat {int} cucumbers") { (world, eaten: Int) in world.count -= eaten }
    steps.then("I should have {int} cucumbers") { (world, expected: Int) in
      guard world.count == expected else {
        throw KitError("Expected values to be strictly equal:\n\n\(world.count) !== \(expected)\n")
      }
    }
    steps.then("each person can eat {int} cucumbers") { (world, expected: Int) in
      let share = world.count / (1 + world.friends)
      guard share == expected else {
        throw KitError("Expected values to be strictly equal:\n\n\(share) !== \(expected)\n")
      }
    }
    return steps
  }

  static func parameterTypes() -> Steps {
    var steps = Steps { KitWorld() }
    steps.register(
      ParameterType(name: "flight", capturing: "([A-Z]{3})-([A-Z]{3})") { groups in
        (from: groups[0] ?? "", to: groups[1] ?? "")
      }
    )
    steps.given("{flight} has been delayed") { (_, flight: (from: String, to: String)) in
      guard flight.from == "LHR", flight.to == "CDG" else { throw KitError("Wrong flight") }
    }
    return steps
  }

  static func pending() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("an implemented non-pending step") { _ in }
    steps.given("an implemented step that is skipped") { _ in }
    steps.given("an unimplemented pending step") { _ in throw PendingStep() }
    return steps
  }

  static func pendingException() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("an unimplemented pending step") { _ in throw PendingStep("TODO") }
    return steps
  }

  static func regularExpression() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given(#/^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$/#) { _, _ in }
    return steps
  }

  static func rules() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("the customer has {int} cents") { (world, money: Int) in world.money = money }
    steps.given("there are chocolate bars in stock") { world in world.stock = ["Mars"] }
    steps.given("there are no chocolate bars in stock") { world in world.stock = [] }
    steps.when("the customer tries to buy a {int} cent chocolate bar") { (world, price: Int) in
      if world.money >= price { world.chocolate = world.stock.popLast() }
    }
    steps.then("the sale should not happen") { world in
      guard world.chocolate == nil else { throw KitError("The sale happened") }
    }
    steps.then("the sale should happen") { world in
      guard world.chocolate != nil else { throw KitError("The sale did not happen") }
    }
    return steps
  }

  static func skipped() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a step that does not skip") { _ in }
    steps.given("a step that is skipped") { _ in }
    steps.given("I skip a step") { _ in throw SkippedStep() }
    return steps
  }

  static func skippedException() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("I skip a step") { _ in throw SkippedStep("skipping") }
    return steps
  }

  static func stackTraces() -> Steps {
    var steps = Steps { KitWorld() }
    steps.when("a step throws an exception") { _ in throw KitError("BOOM") }
    return steps
  }

  static func undefined() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("an implemented step") { _ in }
    steps.given("a step that will be skipped") { _ in }
    return steps
  }

  static func unknownParameterType() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("{airport} is closed because of a strike") { (_, _: String) in
      throw KitError("Should not be called because airport parameter type has not been defined")
    }
    return steps
  }

  static func unusedSteps() -> Steps {
    var steps = Steps { KitWorld() }
    steps.given("a step that is used") { _ in }
    steps.given("a step that is not used") { _ in }
    return steps
  }
}
