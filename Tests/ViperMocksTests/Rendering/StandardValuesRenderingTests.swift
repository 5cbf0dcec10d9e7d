import Foundation
import Testing
import ViperTesting

/// Every standard value a VIPER presenter or store commonly passes renders as the same readable
/// text on every run: never a memory address or a type's private storage.
@Suite struct StandardValuesRenderingTests {
  /// A wrapper that stores its value as `wrappedValue`.
  @propertyWrapper
  struct Clamped: Sendable {
    var wrappedValue: Int {
      didSet { wrappedValue = min(max(wrappedValue, 0), 10) }
    }

    init(wrappedValue: Int) {
      self.wrappedValue = min(max(wrappedValue, 0), 10)
    }
  }

  /// A wrapper whose `wrappedValue` is computed from storage of its own.
  @propertyWrapper
  struct Doubled: Sendable {
    private var half: Int
    var wrappedValue: Int {
      get { half * 2 }
      set { half = newValue / 2 }
    }

    init(wrappedValue: Int) {
      half = wrappedValue / 2
    }
  }

  struct Counter {
    @Clamped var count: Int
    let name: String
  }

  struct Tally {
    @Doubled var total: Int
  }

  final class Box {
    @Clamped var level = 12
  }

  class Animal {
    let legs = 4
  }

  final class Frog: Animal {
    let name = "toad"
  }

  private static let renderer = TextRenderer()

  @Test(arguments: [
    (Data([1, 2, 3]) as any Sendable, "Data(3 bytes: 01 02 03)"),
    (Data(), "Data(0 bytes)"),
    (
      Data(0..<40),
      "Data(40 bytes: 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f …, checksum c9f427bd)"
    ),
    (Decimal(string: "3.14") ?? 0, "3.14"),
    (Decimal(string: "-0.001") ?? 0, "-0.001"),
    (NSNumber(value: 42), "42"),
    (NSNumber(value: 2.5), "2.5"),
    (URL(string: "https://example.com/a?b=c") as any Sendable, "https://example.com/a?b=c"),
    (
      UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") as any Sendable,
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    ),
    (Date(timeIntervalSince1970: 0.9996), "1970-01-01T00:00:01Z"),
    (Date(timeIntervalSince1970: 59.9996), "1970-01-01T00:01:00Z"),
    (Date(timeIntervalSince1970: 9.9999997), "1970-01-01T00:00:10Z"),
    (Date(timeIntervalSince1970: 1.25), "1970-01-01T00:00:01.250Z"),
    (Date(timeIntervalSince1970: -0.0004), "1970-01-01T00:00:00Z"),
    ("a\u{0}b\u{1B}c\u{7F}", #""a\0b\u{1B}c\u{7F}""#),
    ("zero\u{200B}width", #""zero\u{200B}width""#),
    (Duration.milliseconds(1500), "1.5 seconds"),
    (Duration.seconds(3), "3.0 seconds"),
    (Duration.milliseconds(-250), "-0.25 seconds"),
    (
      Duration(secondsComponent: 28_534, attosecondsComponent: 526_143_388_997_000_001),
      "28534.526143388997000001 seconds"
    ),
    (Date.distantPast, "0000-12-30T00:00:00Z"),
    (Date(timeIntervalSince1970: -12_219_292_800), "1582-10-15T00:00:00Z"),
    (Date(timeIntervalSince1970: -12_219_379_200), "1582-10-14T00:00:00Z"),
    (Date.distantFuture, "4001-01-01T00:00:00Z"),
    (Date(timeIntervalSince1970: -62_200_000_000), "-0002-12-17T14:13:20Z"),
    (Date(timeIntervalSince1970: 253_402_300_800), "+10000-01-01T00:00:00Z"),
    (Date(timeIntervalSince1970: -0.5), "1969-12-31T23:59:59.500Z"),
    (Date(timeIntervalSince1970: 1e300), "Date(timeIntervalSince1970: 1e+300)"),
    (SIMD2<Float>(1, 2.5), "SIMD2<Float>(1.0, 2.5)"),
    (SIMD4<Int32>(1, 2, 3, 4), "SIMD4<Int32>(1, 2, 3, 4)"),
    (AttributedString("Hello"), #"AttributedString("Hello")"#),
    (Unicode.Scalar(0x1B) as Unicode.Scalar, #""\u{1B}""#),
    (Unicode.Scalar(0x41) as Unicode.Scalar, #""A""#),
    (1..<3, "1..<3"),
    (1...3, "1...3"),
    (1..., "1..."),
    (..<3, "..<3"),
    (...3, "...3"),
    ("a"..<"c", #""a"..<"c""#),
  ])
  func `a standard value renders as its value`(value: any Sendable, expected: String) {
    #expect(Self.renderer.render(value) == expected)
  }

  /// Not arguments: describing such a date, as the test library would, stops the process.
  @Test func `a date that is not a number or infinite says so`() {
    #expect(Self.renderer.render(Date(timeIntervalSince1970: .nan)) == "Date(nan)")
    #expect(Self.renderer.render(Date(timeIntervalSince1970: .infinity)) == "Date(+infinity)")
    #expect(Self.renderer.render(Date(timeIntervalSince1970: -.infinity)) == "Date(-infinity)")
  }

  /// An attributed string's runs, each with its attributes in name order: the standard
  /// description lists them in an order that changes from run to run.
  @Test func `an attributed string renders its runs and their attributes in a fixed order`() {
    var text = AttributedString("Hello")
    if let start = text.range(of: "Hel") {
      text[start].link = URL(string: "https://example.com/a")
      text[start].languageIdentifier = "en"
    }
    if let end = text.range(of: "lo") { text[end].link = URL(string: "https://example.com/b") }

    #expect(
      Self.renderer.render(text)
        == #"AttributedString("Hel" {NSLanguage = en, NSLink = https://example.com/a}, "#
        + #""lo" {NSLink = https://example.com/b})"#
    )
  }

  @Test func `a property wrapper renders under the property's own name`() {
    #expect(
      Self.renderer.render(Counter(count: 12, name: "taps")) == #"Counter(count: 10, name: "taps")"#
    )
    #expect(Self.renderer.render(Box()) == "Box(level: 10)")
  }

  @Test func `a wrapper whose value is computed keeps its storage's name`() {
    #expect(Self.renderer.render(Tally(total: 8)) == "Tally(_total: Doubled(half: 4))")
  }

  @Test func `data renders the same on every run`() {
    let first = Self.renderer.render([Data([0xFF]), Data([0x00, 0x10])])
    let second = Self.renderer.render([Data([0xFF]), Data([0x00, 0x10])])

    #expect(first == second)
    #expect(first == "[Data(1 bytes: ff), Data(2 bytes: 00 10)]")
  }

  /// An address differs from run to run: a pointer shows only its type, alone or inside a value.
  @Test func `a pointer never shows its address`() throws {
    let raw = try #require(UnsafeRawPointer(bitPattern: 0x1234))
    let typed = try #require(UnsafePointer<Int>(bitPattern: 0x5678))

    #expect(Self.renderer.render(raw) == "UnsafeRawPointer(address)")
    #expect(Self.renderer.render(typed) == "UnsafePointer<Int>(address)")
    #expect(Self.renderer.render(NSLock()) == "NSLock(…)")
  }

  /// A reviewer's `Optional<Any>` nested 5,000 deep stopped the process.
  @Test func `an optional nested twenty thousand deep renders its value`() {
    var value: Any = 7
    for _ in 0..<20_000 { value = Optional(value) as Any }

    #expect(Self.renderer.render(value) == "7")
  }

  /// A reviewer's subclass rendered without the fields it inherits, so two different values
  /// looked the same.
  @Test func `a subclass renders its inherited fields first`() {
    #expect(Self.renderer.render(Frog()) == #"Frog(legs: 4, name: "toad")"#)
  }
}
