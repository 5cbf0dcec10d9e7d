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
    steps.given("the service knows {string} with password {string}") { world, arguments in
      world.accounts.add(try arguments.string(0), password: try arguments.string(1))
    }
    steps.given("the sessions cannot be saved") { world, _ in
      world.sessions.failNextWrite(with: .io(path: "sessions.json", reason: "disk full"))
    }
    steps.when("the login screen appears") { world, _ in
      await world.view.presenter?.viewAppeared()
    }
    steps.when("the user signs in as {string} with password {string}") { world, arguments in
      await world.view.presenter?.signInTapped(
        account: try arguments.string(0),
        password: try arguments.string(1)
      )
    }
    steps.then("the screen says {string}") { world, arguments in
      let expected = try arguments.string(0)
      let message = world.view.states.last?.message
      guard message == expected else {
        throw StepFailure(
          "Expected the screen to say \"\(expected)\", but it says \(message.map { "\"\($0)\"" } ?? "nothing")."
        )
      }
      world.assertedViewRenders()
    }
    steps.then("{int} session(s) is/are stored") { world, arguments in
      let expected = try arguments.int(0)
      guard world.sessions.contents.count == expected else {
        throw StepFailure(
          "Expected \(expected) stored sessions, but found \(world.sessions.contents.count)."
        )
      }
    }
    steps.transcript("the recorder shows") { world, _ in
      try world.takeTranscript()
    }
    return steps
  }()
}
