/// How a presented screen covers the one below it.
public enum PresentationStyle: String, Equatable, Sendable {
  /// A card the user can swipe away.
  case sheet
  /// A full-screen modal the user leaves only through the screen's own buttons.
  case modal
}
