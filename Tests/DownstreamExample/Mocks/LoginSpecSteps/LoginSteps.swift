import Login
public import ViperSpec

/// The phrases of `Specs/login`, bound to the real login module.
public enum LoginSteps {
  /// Every login step library, for the spec suite and the `login-spec` runner.
  public static var catalog: StepCatalog {
    StepCatalog(library)
  }

  /// The login steps.
  public static let library: StepLibrary<LoginWorld> = {
    var steps = StepLibrary<LoginWorld> { LoginWorld() }
    steps.given("the service knows {string} with password {string}") {
      (world, account: String, password: String) in
      world.accounts.add(account, password: password)
    }
    steps.given("the sessions cannot be saved") { world in
      world.sessions.failNextWrite(with: .io(path: "sessions.json", reason: "disk full"))
    }
    steps.when("the login screen appears") { world in
      await world.view.presenter?.viewAppeared()
    }
    steps.when("the user signs in as {string} with password {string}") {
      (world, account: String, password: String) in
      await world.view.presenter?.signInTapped(account: account, password: password)
    }
    steps.then("the screen says {string}") { (world, expected: String) in
      let message = world.view.states.last?.message
      guard message == expected else {
        throw StepFailure(
          "Expected the screen to say \"\(expected)\", but it says \(message.map { "\"\($0)\"" } ?? "nothing")."
        )
      }
      world.assertedViewRenders()
    }
    steps.then("{int} session(s) is/are stored") { (world, expected: Int) in
      guard world.sessions.contents.count == expected else {
        throw StepFailure(
          "Expected \(expected) stored sessions, but found \(world.sessions.contents.count)."
        )
      }
    }
    steps.transcript("the recorder shows")
    // A failing scenario's report (`login-spec --messages run.ndjson`) gets what was journaled.
    steps.after(name: "Attach the transcript on failure") { world in
      if Scenario.hasFailed {
        Scenario.attach(
          world.journal.transcript,
          mediaType: "text/plain",
          fileName: "transcript.txt"
        )
      }
    }
    return steps
  }()
}
