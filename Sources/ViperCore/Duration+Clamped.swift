extension Duration {
  /// The longest span a `Duration` holds, about 292 billion years.
  package static let longest = Duration(
    secondsComponent: .max,
    attosecondsComponent: 999_999_999_999_999_999
  )

  /// The sum, held at ``longest`` (or its negative) where `+` would overflow and stop the
  /// process: a sleep "for ever" on a clock that has already moved, or two in a row.
  package func clampedAdding(_ other: Duration) -> Duration {
    if other > .zero, self > .longest - other { return .longest }
    if other < .zero, self < (.zero - .longest) - other { return .zero - .longest }
    return self + other
  }
}
