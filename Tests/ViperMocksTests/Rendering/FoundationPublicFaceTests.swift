import Foundation
import Testing
import ViperMocks

/// Every value the toolchain ships renders as a Swift developer writes it.
///
/// Never a private storage name (`_domain`, `_nsError`, `_value`), never an address, never a
/// runtime-only type name (`_NSRange`, `NSSpecialValue`). CI runs this suite on both runtime
/// paths.
@Suite struct FoundationPublicFaceTests {
  typealias Sample = RenderingSample

  static let samples: [Sample] = [
    Sample(
      name: "NSError",
      make: { NSError(domain: "net", code: 7, userInfo: [:]) },
      expected: #"NSError(domain: "net", code: 7, userInfo: [:])"#
    ),
    Sample(
      name: "NSError with an underlying URLError",
      make: {
        NSError(domain: "net", code: 7, userInfo: [NSUnderlyingErrorKey: URLError(.timedOut)])
      },
      expected:
        #"NSError(domain: "net", code: 7, userInfo: ["NSUnderlyingError": URLError(.timedOut)])"#
    ),
    Sample(name: "URLError", make: { URLError(.timedOut) }, expected: "URLError(.timedOut)"),
    Sample(
      name: "URLError with user info",
      make: { URLError(.badURL, userInfo: ["reason": "x"]) },
      expected: #"URLError(.badURL, userInfo: ["reason": "x"])"#
    ),
    Sample(
      name: "URLError as any Error",
      make: { [URLError(.cancelled) as any Error] },
      expected: "[URLError(.cancelled)]"
    ),
    Sample(
      name: "CocoaError",
      make: { CocoaError(.fileNoSuchFile) },
      expected: "CocoaError(.fileNoSuchFile)"
    ),
    Sample(name: "AnyHashable", make: { AnyHashable(5) }, expected: "AnyHashable(5)"),
    Sample(
      name: "AnyHashable keys",
      make: { [AnyHashable("a"): 1] as [AnyHashable: Int] },
      expected: #"[AnyHashable("a"): 1]"#
    ),
    Sample(name: "IndexSet", make: { IndexSet([1, 2, 5]) }, expected: "IndexSet([1, 2, 5])"),
    Sample(
      name: "NSIndexSet",
      make: { NSIndexSet(indexesIn: NSRange(location: 1, length: 2)) },
      expected: "NSIndexSet([1, 2])"
    ),
    // An IndexPath is a collection of indexes, but reads apart from the array it would be.
    Sample(name: "IndexPath", make: { IndexPath(indexes: [1, 2]) }, expected: "IndexPath([1, 2])"),
    Sample(
      name: "NSIndexPath",
      make: { NSIndexPath(indexes: [0, 2], length: 2) },
      expected: "NSIndexPath([0, 2])"
    ),
    Sample(
      name: "NSRange",
      make: { NSRange(location: 1, length: 2) },
      expected: "NSRange(location: 1, length: 2)"
    ),
    Sample(
      name: "NSValue",
      make: { NSValue(range: NSRange(location: 0, length: 1)) },
      expected: "NSValue(NSRange(location: 0, length: 1))"
    ),
    Sample(
      name: "ObjectIdentifier",
      make: { ObjectIdentifier(NSNull.self) },
      expected: "ObjectIdentifier(address)"
    ),
    Sample(name: "String.Encoding", make: { String.Encoding.utf8 }, expected: ".utf8"),
    Sample(
      name: "String.Encoding without a name",
      make: { String.Encoding(rawValue: 999) },
      expected: "String.Encoding(rawValue: 999)"
    ),
    Sample(name: "TaskPriority", make: { TaskPriority.high }, expected: ".high"),
    Sample(
      name: "TaskPriority without a name",
      make: { TaskPriority(rawValue: 7) },
      expected: "TaskPriority(rawValue: 7)"
    ),
    Sample(name: "POSIXError", make: { POSIXError(.ENOENT) }, expected: "POSIXError(.ENOENT)"),
    Sample(
      name: "CocoaError.Code",
      make: { CocoaError.Code.fileNoSuchFile },
      expected: ".fileNoSuchFile"
    ),
    // A bridged Boolean is not the number 1.
    Sample(name: "NSNumber holding a Bool", make: { NSNumber(value: true) }, expected: "true"),
    Sample(name: "NSNumber holding 1", make: { NSNumber(value: 1) }, expected: "1"),
    // A relative URL is not the absolute URL it resolves to: the two are not equal.
    Sample(
      name: "a relative URL",
      make: { URL(string: "b", relativeTo: URL(string: "https://a.b/c/")) as Any },
      expected: #"URL(string: "b", relativeTo: https://a.b/c/)"#
    ),
    // The components' time zone is the calendar's too.
    Sample(
      name: "DateComponents with a calendar and a time zone",
      make: {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "ja_JP")
        return DateComponents(
          calendar: calendar,
          timeZone: TimeZone(identifier: "Europe/Paris"),
          year: 2020
        )
      },
      expected:
        "DateComponents(calendar: Calendar(gregorian, timeZone: Europe/Paris, locale: ja_JP, "
        + "firstWeekday: 1, minimumDaysInFirstWeek: 1), timeZone: TimeZone(Europe/Paris), year: 2020)"
    ),
    Sample(
      name: "a Swift error is still its own type",
      make: { SampleError.offline as any Error },
      expected: ".offline"
    ),
    Sample(name: "a Hashable value is not an AnyHashable", make: { 5 }, expected: "5"),
  ]

  enum SampleError: Error { case offline }

  @Test(arguments: samples)
  func `renders as its public face`(sample: Sample) {
    #expect(TextRenderer(width: 400).render(sample.make()) == sample.expected)
  }

  /// Values without an exact text here must still show no storage and no address.
  static let corpus: [@Sendable () -> Any] =
    samples.map(\.make) + [
      { NSCalendar(identifier: .gregorian) as Any },
      { Measurement(value: 1.5, unit: UnitLength.meters) },
      { DateInterval(start: Date(timeIntervalSince1970: 0), duration: 60) },
      { URLComponents(string: "https://a.b/c?d=1") as Any },
      { Notification(name: .init("N")) },
      { NSDictionary(dictionary: ["k": NSError(domain: "d", code: 1)]) },
      { POSIXError(.ENOENT) },
      { DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")) },
    ]

  @Test func `no value of the corpus shows a private label or an address`() {
    for make in Self.corpus {
      let text = TextRenderer().render(make())
      #expect(text.firstMatch(of: /[(\s,]_[A-Za-z]\w*:/) == nil, "\(text)")
      #expect(text.firstMatch(of: /0x[0-9a-fA-F]{6,}/) == nil, "\(text)")
      #expect(!text.contains("NSSpecialValue") && !text.contains("_NSRange"), "\(text)")
    }
  }
}
