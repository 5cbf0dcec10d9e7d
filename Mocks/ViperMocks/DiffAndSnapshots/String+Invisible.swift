extension Unicode.Scalar {
  /// Whether a reader cannot see the scalar in a failure message: a control character, a format
  /// character (a zero-width space, a direction mark, a byte order mark), a space other than the
  /// ASCII one, a line or paragraph separator, a scalar Unicode says to draw as nothing (a
  /// combining grapheme joiner, a variation selector, a Hangul filler) or the blank braille
  /// pattern.
  var isInvisible: Bool {
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: self != " "
    default: properties.isDefaultIgnorableCodePoint || self == "\u{2800}"
    }
  }
}

extension String {
  /// The text with every invisible scalar written as a Swift escape: `\t`, `\n`, `\r` and `\0`,
  /// and `\u{200B}` for a zero-width space, `\u{A0}` for a no-break space, `\u{1B}` for escape.
  ///
  /// - Parameter kept: Invisible scalars to leave as they are, because the caller shows them
  ///   its own way.
  /// - Returns: The text, readable.
  func escapingInvisibles(keeping kept: Set<Unicode.Scalar> = []) -> String {
    guard unicodeScalars.contains(where: { $0.isInvisible && !kept.contains($0) }) else {
      return self
    }
    var escaped = ""
    for scalar in unicodeScalars {
      if scalar.isInvisible && !kept.contains(scalar) {
        escaped +=
          Self.shortEscapes[scalar] ?? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static let shortEscapes: [Unicode.Scalar: String] = [
    "\t": #"\t"#, "\n": #"\n"#, "\r": #"\r"#, "\0": #"\0"#,
  ]

  /// Whether the text has nothing a reader can see: empty, or only spaces and invisible scalars.
  var isBlank: Bool {
    unicodeScalars.allSatisfy { $0 == " " || $0.isInvisible || $0.properties.isWhitespace }
  }
}
