/// The user-facing text of the Frogs feature, in one place so that the screens cannot drift apart.
enum FrogsText {
  /// The app's name, which titles the login screen and the frogs list.
  ///
  /// The original's login screen read "Frogs Guid Book", a typo.
  static let appTitle = "Frogs Guide Book"
}
