import Frogs
import FrogsMocks
import ViperSpec

/// The phrases of `Specs/frogs/login.feature.md`.
enum LoginSteps {
  /// Adds the login steps to the frog library.
  ///
  /// - Parameter steps: The frog library.
  static func add(to steps: inout StepLibrary<FrogsWorld>) {
    steps.given("the login service knows {string} with the password {string}") {
      (world, account: String, password: String) in
      world.accounts[account] = password
    }
    steps.given("the login service does not answer") { world in
      world.loginService = .holdsAnswers
    }
    steps.given("the login service cannot be reached") { world in
      world.loginService = .unreachable
    }
    steps.given("the app shows the login screen") { world in
      try await world.launch()
      _ = world.takeTranscript()
    }
    steps.when("the user logs in as {string} with the password {string}") {
      (world, account: String, password: String) in
      try await world.tapLogin(account: account, password: password)
    }
    steps.when("the user taps Login again") { world in
      let typed = world.loginView?.states.last?.account ?? ""
      try await world.tapLoginAgain(account: typed, password: "again")
    }
    steps.when("the login service answers at last") { world in
      try await world.answerLogins()
    }
    steps.then("the login screen says {string}") { (world, expected: String) in
      let message = world.loginView?.states.last?.message
      guard message == expected else {
        throw StepFailure(
          "Expected the login screen to say \"\(expected)\", but it says "
            + (message.map { "\"\($0)\"" } ?? "nothing") + "."
        )
      }
    }
    steps.then("the account field still holds {string}") { (world, expected: String) in
      let account = world.loginView?.states.last?.account
      guard account == expected else {
        throw StepFailure(
          "Expected the account field to hold \"\(expected)\", but the screen last showed "
            + (account.map { "\"\($0)\"" } ?? "no state") + "."
        )
      }
      _ = world.journal.takeUnassertedEntries()
    }
    steps.then("{string} is remembered on this device") { (world, account: String) in
      let stored = world.sessions.contents.map(\.id)
      guard stored == [account] else {
        throw StepFailure("Expected the stored session of \"\(account)\", but found \(stored).")
      }
    }
    steps.then("nobody is remembered on this device") { world in
      let stored = world.sessions.contents.map(\.id)
      guard stored.isEmpty else {
        throw StepFailure("Expected no stored session, but found \(stored).")
      }
    }
    steps.then("the login service was asked {int} time(s)") { (world, expected: Int) in
      let count = world.mockService.authenticate.callCount
      guard count == expected else {
        throw StepFailure("Expected \(expected) call(s) to the login service, but it had \(count).")
      }
    }
  }
}
