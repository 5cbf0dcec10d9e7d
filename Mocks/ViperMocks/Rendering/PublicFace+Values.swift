import Foundation

/// The public faces of toolchain values that would otherwise read alike or hide what they hold:
/// each shows what tells two of them apart, as far as public API reaches.
extension PublicFace {
  /// Whether values of the type have a face here.
  ///
  /// - Parameter type: The type.
  /// - Returns: Whether ``valueShape(of:typeName:)`` knows its values.
  static func coversValue(_ type: Any.Type) -> Bool {
    type is any LiteralPatterned.Type || type is any RegexMatchShaped.Type
      || type is AnyRegexOutput.Type || type is AnyRegexOutput.Element.Type
      || type is Unit.Type || type is NSCountedSet.Type
      || type == Date.FormatStyle.self || type == Date.ISO8601FormatStyle.self
      || type == Date.RelativeFormatStyle.self || type is any RangeSetShaped.Type
      || type is any KeyPathOrdered.Type
      || (TypeName.isToolchain(type) && TypeName.display(type).hasPrefix("Zip2Sequence<"))
  }

  /// The value's face, or `nil` when it has none here.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - typeName: The name its type is shown by.
  /// - Returns: The face.
  static func valueShape(of value: Any, typeName: String) -> ValueShape? {
    switch value {
    case let regex as any LiteralPatterned:
      // The pattern is the only public trace of what a regex matches; one built from components
      // that have no literal spelling shows as code does.
      return .text("\(typeName)(\(regex.literalPattern.map(TextRenderer.quoted) ?? "…"))")
    case let match as any RegexMatchShaped:
      return .container(open: "\(typeName)(", close: ")", children: match.faceChildren)
    case let output as AnyRegexOutput:
      // Each capture as what it matched, named as the regex names it.
      let captures = output.map { (label: $0.name, value: $0.substring as Any) }
      return .container(open: "\(typeName)(", close: ")", children: captures)
    case let capture as AnyRegexOutput.Element:
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [(label: capture.name, value: capture.substring as Any)]
      )
    case let converter as UnitConverterLinear where type(of: value) == UnitConverterLinear.self:
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [("coefficient", converter.coefficient), ("constant", converter.constant)]
      )
    case let unit as Unit where type(of: value) is Unit.Type:
      // `UnitLength.miles` and `.meters` hold no field of their own a mirror shows.
      return .text("\(typeName)(symbol: \(TextRenderer.quoted(unit.symbol)))")
    case let set as NSCountedSet where type(of: value) is NSCountedSet.Type:
      // Each element as many times as the set counts it: not the `Set` it would read alike with.
      let elements = set.allObjects.flatMap { element in
        Array(repeating: (label: String?.none, value: element), count: set.count(for: element))
      }
      return .container(
        open: "\(typeName)([",
        close: "])",
        children: elements,
        sortsChildren: true
      )
    case let style as Date.FormatStyle:
      // Its date and time fields are private; its public settings are these.
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [
          ("locale", style.locale), ("timeZone", style.timeZone),
          ("calendar", style.calendar.identifier),
        ]
      )
    case let comparator as any KeyPathOrdered:
      // Its comparison is a closure; the key path and the order are what tell two apart.
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [(nil, comparator.orderedKeyPath as Any), ("order", comparator.sortOrder)]
      )
    case let set as any RangeSetShaped:
      return .container(open: "\(typeName)([", close: "])", children: set.rangeList)
    case let style as Date.RelativeFormatStyle:
      // Its settings are structs of private storage, each one of a few named values.
      let presentation = style.presentation == .named ? ".named" : ".numeric"
      let units: [(Date.RelativeFormatStyle.UnitsStyle, String)] = [
        (.wide, ".wide"), (.spellOut, ".spellOut"), (.abbreviated, ".abbreviated"),
        (.narrow, ".narrow"),
      ]
      let unitsStyle = units.first { $0.0 == style.unitsStyle }?.1 ?? "…"
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [
          ("presentation", Verbatim(text: presentation)),
          ("unitsStyle", Verbatim(text: unitsStyle)),
          ("locale", style.locale), ("calendar", style.calendar.identifier),
        ]
      )
    case let style as Date.ISO8601FormatStyle:
      // Which fields it writes is private; its separators and zone are public.
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [
          ("dateSeparator", style.dateSeparator), ("dateTimeSeparator", style.dateTimeSeparator),
          ("timeSeparator", style.timeSeparator), ("timeZoneSeparator", style.timeZoneSeparator),
          ("includingFractionalSeconds", style.includingFractionalSeconds),
          ("timeZone", style.timeZone),
        ]
      )
    default:
      guard TypeName.display(type(of: value)).hasPrefix("Zip2Sequence<") else { return nil }
      // The two sequences it zips, as `zip(_:_:)` takes them.
      let sequences = Mirror(reflecting: value).children.map {
        (label: String?.none, value: $0.value)
      }
      return .container(open: "\(typeName)(", close: ")", children: sequences)
    }
  }
}

/// A regex, whose literal pattern the standard library spells for Foundation's predicates.
protocol LiteralPatterned {
  /// The pattern as a regex literal writes it, or `nil` when it has no such spelling.
  var literalPattern: String? { get }
}

extension Regex: LiteralPatterned {
  var literalPattern: String? { _literalPattern }
}

/// A regex match, whose storage holds the runtime's capture records and string indexes.
protocol RegexMatchShaped {
  /// What it matched, and where in its input as character offsets: a `String.Index` has no
  /// public face of its own.
  var faceChildren: [(label: String?, value: Any)] { get }
}

extension Regex.Match: RegexMatchShaped {
  var faceChildren: [(label: String?, value: Any)] {
    let input = AnyRegexOutput(self).first?.substring?.base ?? ""
    let start = input.distance(from: input.startIndex, to: range.lowerBound)
    return [("output", output), ("range", start..<start + input[range].count)]
  }
}

/// A set of ranges, whose storage is private; its ranges are public.
protocol RangeSetShaped {
  /// The ranges, in order.
  var rangeList: [(label: String?, value: Any)] { get }
}

extension RangeSet: RangeSetShaped {
  var rangeList: [(label: String?, value: Any)] { ranges.map { (nil, $0 as Any) } }
}

/// A comparator by key path, whose comparison is a closure: `KeyPathComparator`,
/// `SortDescriptor`.
protocol KeyPathOrdered {
  /// The key path it compares by, if it has one.
  var orderedKeyPath: AnyKeyPath? { get }
  /// Whether it sorts forward or in reverse.
  var sortOrder: SortOrder { get }
}

extension KeyPathComparator: KeyPathOrdered {
  var orderedKeyPath: AnyKeyPath? { keyPath }
  var sortOrder: SortOrder { order }
}

extension SortDescriptor: KeyPathOrdered {
  var orderedKeyPath: AnyKeyPath? { keyPath }
  var sortOrder: SortOrder { order }
}
