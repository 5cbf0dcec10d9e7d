import ViperSpec

/// The counter world again, with Japanese step phrases for the classic Japanese fixture.
@MainActor final class JapaneseCounterWorld {
  var value = 0

  nonisolated static let steps: StepLibrary<JapaneseCounterWorld> = {
    var steps = StepLibrary<JapaneseCounterWorld> { JapaneseCounterWorld() }
    steps.given("カウンターが {int}") { world, arguments in
      world.value = try arguments.int(0)
    }
    steps.when("ユーザーが {int} 回タップする") { world, arguments in
      world.value += try arguments.int(0)
    }
    steps.then("カウンターは {int} を表示する") { world, arguments in
      guard world.value == (try arguments.int(0)) else {
        throw StepFailure("カウンターは \(world.value) を表示しています。")
      }
    }
    return steps
  }()
}
