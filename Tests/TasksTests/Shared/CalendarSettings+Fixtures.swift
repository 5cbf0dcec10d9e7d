import Foundation
import ViperCore

extension CalendarSettings {
  /// Coordinated Universal Time, US English, weeks from Monday.
  static let utcEnglish = CalendarSettings(
    timeZone: TimeZone(identifier: "UTC") ?? .gmt,
    locale: Locale(identifier: "en_US"),
    firstWeekday: .monday
  )
}
