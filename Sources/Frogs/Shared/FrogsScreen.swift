public import Foundation

/// The destinations of the Frogs feature, as the routers name them to a `Navigator`.
public enum FrogsScreen: Equatable, Sendable {
  /// The login screen, the root while nobody is logged in.
  case login
  /// The home tabs, the root while a user is logged in.
  case home
  /// The frogs list, the first screen of the "Frogs Guide" tab.
  case frogsList
  /// The setting screen, the first screen of the "Setting" tab.
  case setting
  /// One frog, by its identifier.
  case frogDetail(id: String)
  /// A web page about the app, shown in a sheet.
  case about(URL)

  /// The About sheet: the original sample's repository, which the list and the setting both
  /// open.
  public static var aboutPage: FrogsScreen {
    guard
      let url = URL(string: "https://github.com/SatoTakeshiX/SwiftUI-VIPER-Architecture-Pattern")
    else { preconditionFailure("The About page's address is not a URL.") }
    return .about(url)
  }
}
