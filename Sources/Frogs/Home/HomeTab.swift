/// The home screen's tabs, in the tab bar's order; the raw value is the index a
/// `Route.selectTab(_:)` names.
public enum HomeTab: Int, CaseIterable, Equatable, Sendable {
  /// The frogs list.
  case frogsGuide = 0
  /// The setting screen.
  case setting = 1

  /// The tab's label.
  public var title: String {
    switch self {
    case .frogsGuide: "Frogs Guide"
    case .setting: "Setting"
    }
  }

  /// The SF Symbol the tab bar shows above the label.
  public var systemImage: String {
    switch self {
    case .frogsGuide: "house.fill"
    case .setting: "gear"
    }
  }

  /// The screen at the bottom of the tab's own navigation stack.
  public var firstScreen: FrogsScreen {
    switch self {
    case .frogsGuide: .frogsList
    case .setting: .setting
    }
  }
}
