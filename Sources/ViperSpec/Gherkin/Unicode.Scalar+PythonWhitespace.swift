extension Unicode.Scalar {
  /// Whether Python's `str.isspace()` and its regular expressions' `\s` take the scalar as
  /// whitespace, as Cucumber's reference parser (written in Python) does when it trims lines.
  ///
  /// The set is wider than Swift's `Character.isWhitespace` in one place that matters: the
  /// separators U+001C to U+001F count as whitespace.
  var isPythonWhitespace: Bool {
    switch value {
    case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
      0x205F, 0x3000:
      true
    default:
      false
    }
  }
}

extension BidirectionalCollection where Element == Unicode.Scalar {
  /// The scalars without leading and trailing whitespace, as Python's `strip()` leaves them.
  var pythonStripped: SubSequence {
    let start = firstIndex { !$0.isPythonWhitespace } ?? endIndex
    var end = endIndex
    while end > start, self[index(before: end)].isPythonWhitespace { formIndex(before: &end) }
    return self[start..<end]
  }

  /// Whether the scalars begin with a keyword's, compared scalar by scalar as Python compares.
  func starts(withScalarsOf text: String) -> Bool {
    starts(with: text.unicodeScalars)
  }

  /// The scalars as a string, with no normalization.
  var string: String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: self)
    return String(text)
  }
}

extension Substring.UnicodeScalarView {
  /// The scalars as a string: a copy of their UTF-8 bytes, with no normalization.
  var string: String { String(Substring(self)) }
}
