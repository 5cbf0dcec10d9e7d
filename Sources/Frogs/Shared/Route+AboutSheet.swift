import ViperCore

extension Route where Screen == FrogsScreen {
  /// The About sheet, which the frogs list and the setting screen both open: made here, once.
  static var aboutSheet: Route<FrogsScreen> {
    .present(.aboutPage, style: .sheet)
  }
}
