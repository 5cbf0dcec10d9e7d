import Foundation
import Observation
import Testing
import ViperMocks

/// Toolchain values that could read alike render as what tells them apart.
///
/// Each once read alike, showed what changes from run to run or hid what it holds. CI runs this
/// suite on both runtime paths.
@Suite struct ToolchainDistinctFacesTests {
  typealias Sample = RenderingSample

  struct Item: Decodable {
    let id: Int
  }

  struct Person {
    let name: String
    let age: Int
  }

  enum RenamedKeys: String, CodingKey {
    case itemName = "item_name"
  }

  enum PlainKeys: CodingKey {
    case title
  }

  private static func inlineArray() -> Any {
    var numbers = InlineArray<3, Int>(repeating: 0)
    numbers[0] = 1
    numbers[1] = 2
    numbers[2] = 3
    return numbers
  }

  private static func decodingError() -> Any {
    do {
      _ = try JSONDecoder().decode(Item.self, from: Data("{}".utf8))
      return "decoded"
    } catch {
      return error
    }
  }

  private static func dictionaryDecodingError() -> Any {
    do {
      _ = try JSONDecoder().decode([String: Item].self, from: Data(#"{"first": {}}"#.utf8))
      return "decoded"
    } catch let DecodingError.keyNotFound(_, context) {
      return context.codingPath
    } catch {
      return error
    }
  }

  private static func mondayCalendar(minimumDays: Int) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    calendar.locale = Locale(identifier: "")
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = minimumDays
    return calendar
  }

  private static func relativeStyle(
    _ presentation: Date.RelativeFormatStyle.Presentation,
    _ unitsStyle: Date.RelativeFormatStyle.UnitsStyle
  ) -> Date.RelativeFormatStyle {
    Date.RelativeFormatStyle(
      presentation: presentation,
      unitsStyle: unitsStyle,
      locale: Locale(identifier: "fr_FR"),
      calendar: Calendar(identifier: .gregorian)
    )
  }

  private static func dateStyle() -> Date.FormatStyle {
    Date.FormatStyle(
      date: .abbreviated,
      time: .omitted,
      locale: Locale(identifier: "fr_FR"),
      calendar: Calendar(identifier: .gregorian),
      timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt
    )
  }

  static let samples: [Sample] = [
    Sample(
      name: "a predicate",
      make: { #Predicate<Int> { $0 > 3 } },
      expected: "Predicate<Int>(…)"
    ),
    Sample(
      name: "a regex from a string",
      make: { (try? Regex("a+")) as Any },
      expected: #"Regex<AnyRegexOutput>("a+")"#
    ),
    Sample(
      name: "another regex from a string",
      make: { (try? Regex("b+")) as Any },
      expected: #"Regex<AnyRegexOutput>("b+")"#
    ),
    Sample(
      name: "a regex literal",
      make: { /x(y)/ },
      expected: #"Regex<(Substring, Substring)>("x(y)")"#
    ),
    Sample(
      name: "a match of a regex from a string",
      make: { (try? Regex("a(b+)").firstMatch(in: "xabbc")) as Any },
      expected: #"Regex<AnyRegexOutput>.Match(output: AnyRegexOutput("abb", "bb"), range: 1..<4)"#
    ),
    Sample(
      name: "a match with a named capture",
      make: { "xab".firstMatch(of: /a(?<bs>b+)/) as Any },
      expected: #"Regex<(Substring, bs: Substring)>.Match(output: ("ab", bs: "b"), range: 1..<3)"#
    ),
    Sample(
      name: "the same text matched elsewhere",
      make: { "abx".firstMatch(of: /a(?<bs>b+)/) as Any },
      expected: #"Regex<(Substring, bs: Substring)>.Match(output: ("ab", bs: "b"), range: 0..<2)"#
    ),
    Sample(
      name: "a match whose optional capture matched nothing",
      make: { "é a".firstMatch(of: /a(b)?/) as Any },
      expected: #"Regex<(Substring, Optional<Substring>)>.Match(output: ("a", nil), range: 2..<3)"#
    ),
    Sample(
      name: "a decoder's key for a dictionary's entry",
      make: { dictionaryDecodingError() },
      expected: #"[.string("first")]"#
    ),
    Sample(
      name: "a calendar whose first week needs four days",
      make: { mondayCalendar(minimumDays: 4) },
      expected:
        #"Calendar(gregorian, timeZone: GMT, locale: "", firstWeekday: 2, minimumDaysInFirstWeek: 4)"#
    ),
    Sample(
      name: "a calendar whose first week needs one day",
      make: { mondayCalendar(minimumDays: 1) },
      expected:
        #"Calendar(gregorian, timeZone: GMT, locale: "", firstWeekday: 2, minimumDaysInFirstWeek: 1)"#
    ),
    Sample(
      name: "an ISO 8601 style",
      make: { Date.ISO8601FormatStyle(dateSeparator: .omitted, includingFractionalSeconds: true) },
      expected: """
        Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .standard, \
        timeSeparator: .colon, timeZoneSeparator: .omitted, includingFractionalSeconds: true, \
        timeZone: TimeZone(GMT))
        """
    ),
    Sample(
      name: "a set of one range",
      make: { RangeSet(0..<9) },
      expected: "RangeSet<Int>([0..<9])"
    ),
    Sample(
      name: "a set of two ranges",
      make: { RangeSet([0..<2, 5..<7]) },
      expected: "RangeSet<Int>([0..<2, 5..<7])"
    ),
    Sample(
      name: "a relative style that names",
      make: { relativeStyle(.named, .spellOut) },
      expected: """
        Date.RelativeFormatStyle(presentation: .named, unitsStyle: .spellOut, \
        locale: Locale(fr_FR), calendar: .gregorian)
        """
    ),
    Sample(
      name: "a relative style that counts",
      make: { relativeStyle(.numeric, .wide) },
      expected: """
        Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide, \
        locale: Locale(fr_FR), calendar: .gregorian)
        """
    ),
    Sample(
      name: "a set's iterator",
      make: { Set(["a"]).makeIterator() },
      expected: "Set<String>.Iterator(…)"
    ),
    Sample(
      name: "a dictionary's iterator",
      make: { ["a": 1].makeIterator() },
      expected: "Dictionary<String, Int>.Iterator(…)"
    ),
    Sample(
      name: "an observation registrar",
      make: { ObservationRegistrar() },
      expected: "ObservationRegistrar(…)"
    ),
    Sample(
      name: "a comparator by age",
      make: { KeyPathComparator(\Person.age) },
      expected: #"KeyPathComparator<Person>(\Person.age, order: .forward)"#
    ),
    Sample(
      name: "a comparator by name, reversed",
      make: { KeyPathComparator(\Person.name, order: .reverse) },
      expected: #"KeyPathComparator<Person>(\Person.name, order: .reverse)"#
    ),
    Sample(
      name: "a sort descriptor",
      make: { SortDescriptor(\Person.name) },
      expected: #"SortDescriptor<Person>(\Person.name, order: .forward)"#
    ),
    Sample(name: "an existential", make: { (any Error).self }, expected: "(any Error).self"),
    Sample(
      name: "an existential's metatype",
      make: { (any Error).Type.self },
      expected: "(any Error).Type.self"
    ),
    Sample(
      name: "an existential metatype",
      make: { (any Error.Type).self },
      expected: "(any Error.Type).self"
    ),
    Sample(
      name: "an existential with a primary associated type",
      make: { (any Collection<Int>).self },
      expected: "(any Collection<Int>).self"
    ),
    Sample(
      name: "a composition without its marker protocol, which the runtime drops",
      make: { (any Hashable & Sendable).self },
      expected: "(any Hashable).self"
    ),
    Sample(name: "Any", make: { Any.self }, expected: "Any.self"),
    Sample(name: "AnyObject", make: { AnyObject.self }, expected: "AnyObject.self"),
    Sample(name: "a concrete metatype", make: { Int.Type.self }, expected: "Int.Type.self"),
    Sample(name: "RunLoop.Mode.default", make: { RunLoop.Mode.default }, expected: ".default"),
    Sample(name: "RunLoop.Mode.common", make: { RunLoop.Mode.common }, expected: ".common"),
    Sample(name: "FileAttributeKey.size", make: { FileAttributeKey.size }, expected: ".size"),
    Sample(
      name: "FileAttributeType.typeDirectory",
      make: { FileAttributeType.typeDirectory },
      expected: ".typeDirectory"
    ),
    Sample(
      name: "URLResourceKey.isDirectoryKey",
      make: { URLResourceKey.isDirectoryKey },
      expected: ".isDirectoryKey"
    ),
    Sample(
      name: "file attributes keyed by constants",
      make: { [FileAttributeKey.size: 3, .type: 1] },
      expected: "[.size: 3, .type: 1]"
    ),
    Sample(
      name: "a run loop mode of one's own",
      make: { RunLoop.Mode("app.modal") },
      expected: #"RunLoop.Mode(rawValue: "app.modal")"#
    ),
    Sample(
      name: "UnitLength.miles",
      make: { UnitLength.miles },
      expected: #"UnitLength(symbol: "mi")"#
    ),
    Sample(
      name: "UnitLength.meters",
      make: { UnitLength.meters },
      expected: #"UnitLength(symbol: "m")"#
    ),
    Sample(
      name: "a dimension of one's own",
      make: {
        UnitDuration(symbol: "fortnight", converter: UnitConverterLinear(coefficient: 1_209_600))
      },
      expected: #"UnitDuration(symbol: "fortnight")"#
    ),
    Sample(
      name: "a linear converter",
      make: { UnitConverterLinear(coefficient: 2, constant: 1) },
      expected: "UnitConverterLinear(coefficient: 2.0, constant: 1.0)"
    ),
    Sample(
      name: "InlineArray",
      make: { inlineArray() },
      expected: "InlineArray<3, Int>([1, 2, 3])"
    ),
    Sample(
      name: "NSCountedSet",
      make: { NSCountedSet(array: [2, 1, 1]) },
      expected: "NSCountedSet([1, 1, 2])"
    ),
    Sample(name: "Locale.Region", make: { Locale.Region("FR") }, expected: #"Locale.Region("FR")"#),
    Sample(
      name: "another Locale.Region",
      make: { Locale.Region("DE") },
      expected: #"Locale.Region("DE")"#
    ),
    Sample(
      name: "Locale.LanguageCode",
      make: { Locale.LanguageCode("fr") },
      expected: #"Locale.LanguageCode("fr")"#
    ),
    Sample(
      name: "Locale.Script",
      make: { Locale.Script("Latn") },
      expected: #"Locale.Script("Latn")"#
    ),
    Sample(
      name: "Locale.Currency",
      make: { Locale.Currency("EUR") },
      expected: #"Locale.Currency("EUR")"#
    ),
    Sample(
      name: "Date.FormatStyle",
      make: { dateStyle() },
      expected:
        "Date.FormatStyle(locale: Locale(fr_FR), timeZone: TimeZone(Europe/Paris), calendar: .gregorian)"
    ),
    Sample(
      name: "Zip2Sequence",
      make: { zip([1, 2], ["a", "b"]) },
      expected: #"Zip2Sequence<Array<Int>, Array<String>>([1, 2], ["a", "b"])"#
    ),
    Sample(name: "ArraySlice", make: { [1, 2, 3][1...] }, expected: "ArraySlice([2, 3])"),
    Sample(
      name: "ContiguousArray",
      make: { ContiguousArray([1, 2]) },
      expected: "ContiguousArray([1, 2])"
    ),
    Sample(name: "Array", make: { [2, 3] }, expected: "[2, 3]"),
    Sample(
      name: "a synthesized coding key",
      make: { [PlainKeys.title] },
      expected: "[PlainKeys.title]"
    ),
    Sample(
      name: "a coding key with a raw value",
      make: { RenamedKeys.itemName },
      expected: #"RenamedKeys(rawValue: "item_name")"#
    ),
    Sample(
      name: "a decoding error's coding key",
      make: { decodingError() },
      expected: #"""
        .keyNotFound(CodingKeys.id, DecodingError.Context(codingPath: [], debugDescription: "No value associated with key CodingKeys(stringValue: \"id\", intValue: nil) (\"id\").", underlyingError: nil))
        """#
    ),
  ]

  @Test(arguments: samples)
  func `renders what tells it apart`(sample: Sample) {
    #expect(TextRenderer(width: 400).render(sample.make()) == sample.expected)
  }

  @Test func `renders a predicate made twice alike`() {
    let first = TextRenderer().render(#Predicate<String> { $0.isEmpty })

    let second = TextRenderer().render(#Predicate<String> { $0.isEmpty })

    #expect(first == "Predicate<String>(…)")
    #expect(second == first)
  }
}
