import ViperSpec

/// The counter world again, with Japanese step phrases for the classic Japanese fixture.
@MainActor final class JapaneseCounterWorld {
  var value = 0

  nonisolated static let steps: StepLibrary<JapaneseCounterWorld> = {
    var steps = StepLibrary<JapaneseCounterWorld> { JapaneseCounterWorld() }
    steps.given("カウンターが {int}") { (world, value: Int) in
      world.value = value
    }
    steps.when("ユーザーが {int} 回タップする") { (world, taps: Int) in
      world.value += taps
    }
    steps.then("カウンターは {int} を表示する") { (world, expected: Int) in
      guard world.value == expected else {
        throw StepFailure("カウンターは \(world.value) を表示しています。")
      }
    }
    return steps
  }()
}
