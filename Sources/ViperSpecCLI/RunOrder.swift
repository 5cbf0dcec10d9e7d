/// The order scenarios run in: as written, reversed, or shuffled from a seed (`--order`).
enum RunOrder: Equatable, Sendable {
  /// File by file, scenario by scenario, as written.
  case defined
  /// The defined order, backwards.
  case reverse
  /// A shuffle that the same seed repeats.
  case random(seed: UInt64)

  /// Reads `defined`, `reverse`, `random` or `random:SEED`.
  ///
  /// - Parameters:
  ///   - text: The option's value.
  ///   - newSeed: Gives a seed for `random` without one.
  /// - Throws: A `SpecCommandError` for anything else.
  init(parsing text: String, newSeed: () -> UInt64) throws(SpecCommandError) {
    switch text {
    case "defined": self = .defined
    case "reverse": self = .reverse
    case "random": self = .random(seed: newSeed())
    default:
      guard text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) else {
        throw SpecCommandError(
          "Unknown --order '\(text)'. Use defined, reverse, random or random:SEED (a whole number, "
            + "to repeat a shuffle)."
        )
      }
      self = .random(seed: seed)
    }
  }

  /// Puts scenarios in this order.
  ///
  /// - Parameter pickles: The scenarios in the defined order.
  /// - Returns: The same scenarios in this order.
  func arranged(_ pickles: [Pickle]) -> [Pickle] {
    switch self {
    case .defined: return pickles
    case .reverse: return pickles.reversed()
    case .random(let seed):
      var generator = SeededGenerator(seed: seed)
      return pickles.shuffled(using: &generator)
    }
  }
}
