import Foundation
import Testing
import ViperMocks

/// Every toolchain type that swift-custom-dump gives a dump of its own renders here too, as the
/// exact text a Swift developer would write for it.
///
/// The list is custom-dump's conformances (`Sources/CustomDump/Conformances/Swift.swift`,
/// `KeyPath.swift` and `Foundation.swift`, and the metatype case in `Dump.swift`), kept to the
/// types that Swift 6.3 ships on Linux. Left out: `NSException` and `NSExpression`, which Linux
/// Foundation does not have; `NSURLRequest` and `URLRequest.NetworkServiceType`, which live in
/// FoundationNetworking, a module the harness does not import (it links libcurl into every test
/// target); and the Apple frameworks (CoreLocation, StoreKit, UIKit and the rest). CI runs this
/// suite on both runtime paths.
@Suite struct ToolchainValuesCorpusTests {
  typealias Sample = RenderingSample

  /// A calendar that depends on nothing on the machine it runs on.
  private static func parisCalendar() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Paris") ?? .gmt
    calendar.locale = Locale(identifier: "fr_FR")
    return calendar
  }

  /// Custom-dump's `Swift.swift`, `KeyPath.swift` and the metatypes of `Dump.swift`.
  static let standardLibrary: [Sample] = [
    Sample(name: "Character", make: { Character("a") }, expected: #""a""#),
    Sample(name: "Duration", make: { Duration.milliseconds(1500) }, expected: "1.5 seconds"),
    Sample(
      name: "ObjectIdentifier",
      make: { ObjectIdentifier(NSObject.self) },
      expected: "ObjectIdentifier(address)"
    ),
    Sample(name: "StaticString", make: { "abc" as StaticString }, expected: #""abc""#),
    Sample(
      name: "Unicode.Scalar",
      make: { Unicode.Scalar(0x41) as Unicode.Scalar },
      expected: #""A""#
    ),
    Sample(name: "AnyHashable", make: { AnyHashable("a") }, expected: #"AnyHashable("a")"#),
    Sample(
      name: "a key path to a stored property",
      make: { \Range<Int>.lowerBound },
      expected: #"\Range<Int>.lowerBound"#
    ),
    Sample(name: "a metatype", make: { Int.self }, expected: "Int.self"),
    Sample(
      name: "metatypes in an array",
      make: { [Int.self, String.Encoding.self] as [Any.Type] },
      expected: "[Int.self, String.Encoding.self]"
    ),
  ]

  /// Custom-dump's `Foundation.swift`.
  static let foundation: [Sample] = [
    Sample(
      name: "AttributedString",
      make: { AttributedString("hi") },
      expected: #"AttributedString("hi")"#
    ),
    Sample(
      name: "Calendar",
      make: { parisCalendar() },
      expected: "Calendar(gregorian, timeZone: Europe/Paris, locale: fr_FR, firstWeekday: 2, "
        + "minimumDaysInFirstWeek: 4)"
    ),
    Sample(name: "Data", make: { Data([1, 2]) }, expected: "Data(2 bytes: 01 02)"),
    Sample(
      name: "Date",
      make: { Date(timeIntervalSince1970: 0) },
      expected: "1970-01-01T00:00:00Z"
    ),
    Sample(name: "Decimal", make: { Decimal(string: "3.14") ?? 0 }, expected: "3.14"),
    Sample(name: "Locale", make: { Locale(identifier: "en_US") }, expected: "Locale(en_US)"),
    Sample(
      name: "NSAttributedString",
      make: { NSAttributedString(string: "hi") },
      expected: #"NSAttributedString("hi")"#
    ),
    Sample(
      name: "NSCalendar",
      make: { parisCalendar() as NSCalendar },
      expected: "NSCalendar(gregorian, timeZone: Europe/Paris, locale: fr_FR, firstWeekday: 2, "
        + "minimumDaysInFirstWeek: 4)"
    ),
    Sample(name: "NSData", make: { NSData(data: Data([1, 2])) }, expected: "Data(2 bytes: 01 02)"),
    Sample(
      name: "NSDate",
      make: { NSDate(timeIntervalSince1970: 0) },
      expected: "1970-01-01T00:00:00Z"
    ),
    Sample(
      name: "NSError",
      make: { NSError(domain: "net", code: 7) },
      expected: #"NSError(domain: "net", code: 7, userInfo: [:])"#
    ),
    Sample(
      name: "NSExceptionName",
      make: { NSExceptionName("Oops") },
      expected: #"NSExceptionName(rawValue: "Oops")"#
    ),
    Sample(
      name: "NSIndexPath",
      make: { NSIndexPath(indexes: [0, 2], length: 2) },
      expected: "NSIndexPath([0, 2])"
    ),
    Sample(
      name: "NSIndexSet",
      make: { NSIndexSet(indexesIn: NSRange(location: 1, length: 2)) },
      expected: "NSIndexSet([1, 2])"
    ),
    Sample(
      name: "NSLocale",
      make: { NSLocale(localeIdentifier: "en_US") },
      expected: "Locale(en_US)"
    ),
    Sample(
      name: "NSMeasurement",
      make: { NSMeasurement(doubleValue: 1.5, unit: UnitLength.meters) },
      expected: #"NSMeasurement(doubleValue: 1.5, unit: "m")"#
    ),
    Sample(
      name: "NSNotification",
      make: { NSNotification(name: .init("Saved"), object: nil) },
      expected: #"NSNotification(name: "Saved")"#
    ),
    Sample(
      name: "NSOrderedSet",
      make: { NSOrderedSet(array: [1, 2]) },
      expected: "NSOrderedSet([1, 2])"
    ),
    Sample(
      name: "NSPredicate",
      make: { NSPredicate(value: true) },
      expected: "NSPredicate(value: true)"
    ),
    Sample(
      name: "NSRange",
      make: { NSRange(location: 1, length: 2) },
      expected: "NSRange(location: 1, length: 2)"
    ),
    Sample(name: "NSString", make: { NSString(string: "x") }, expected: #""x""#),
    Sample(
      name: "NSTimeZone",
      make: { NSTimeZone(name: "Europe/Paris") as Any },
      expected: "TimeZone(Europe/Paris)"
    ),
    Sample(
      name: "NSURL",
      make: { NSURL(string: "https://a.b/c") as Any },
      expected: "https://a.b/c"
    ),
    Sample(
      name: "NSURLComponents",
      make: { NSURLComponents(string: "https://a.b/c?d=1") as Any },
      expected:
        #"NSURLComponents(scheme: "https", host: "a.b", path: "/c", queryItems: [URLQueryItem(name: "d", value: "1")])"#
    ),
    Sample(
      name: "NSURLQueryItem",
      make: { NSURLQueryItem(name: "a", value: "b") },
      expected: #"NSURLQueryItem(name: "a", value: "b")"#
    ),
    Sample(
      name: "NSUUID",
      make: { NSUUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") as Any },
      expected: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    ),
    Sample(
      name: "NSValue",
      make: { NSValue(range: NSRange(location: 0, length: 1)) },
      expected: "NSValue(NSRange(location: 0, length: 1))"
    ),
    Sample(
      name: "TimeZone",
      make: { TimeZone(identifier: "Europe/Paris") as Any },
      expected: "TimeZone(Europe/Paris)"
    ),
    Sample(name: "URL", make: { URL(string: "https://a.b/c") as Any }, expected: "https://a.b/c"),
    Sample(
      name: "UUID",
      make: { UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") as Any },
      expected: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    ),
  ]

  @Test(arguments: standardLibrary + foundation)
  func `renders as a Swift developer writes it`(sample: Sample) {
    #expect(TextRenderer(width: 400).render(sample.make()) == sample.expected)
  }
}
