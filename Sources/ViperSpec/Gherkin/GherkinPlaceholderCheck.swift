/// Finds Examples columns whose placeholders Cucumber's compiler would not fill in literally.
///
/// Cucumber's Python compiler fills in `<name>` with `re.sub(f"<{name}>", …)`, so a column name
/// that holds a regular-expression metacharacter is a pattern there: `<total (€)>` never matches
/// itself, `<a.b>` also matches `<axb>`, and `<(>` stops the compiler. ViperSpec fills in text
/// literally, so rather than read such a file differently it rejects it, naming the column.
enum GherkinPlaceholderCheck {
  /// The characters Python's `re` module gives a meaning to outside a character class.
  private static let metacharacters: Set<Unicode.Scalar> = [
    ".", "^", "$", "*", "+", "?", "{", "}", "[", "]", "\\", "|", "(", ")",
  ]

  /// Returns one problem per column Cucumber would read as a pattern, in file order.
  ///
  /// Only tables with a header and at least one row count: Cucumber fills in nothing otherwise.
  ///
  /// - Parameter feature: The parsed feature.
  /// - Returns: The problems, empty when every placeholder is filled in the same way.
  static func errors(in feature: GherkinFeature) -> [GherkinSyntaxError] {
    let scenarios = feature.children.flatMap { child in
      switch child {
      case .scenario(let scenario): [scenario]
      case .rule(let rule): rule.scenarios
      }
    }
    return scenarios.flatMap(\.examples).flatMap { examples -> [GherkinSyntaxError] in
      guard let header = examples.tableHeader, !examples.tableBody.isEmpty else { return [] }
      return header.cells.compactMap { cell in
        guard let found = cell.value.unicodeScalars.first(where: metacharacters.contains) else {
          return nil
        }
        return GherkinSyntaxError(
          location: cell.location,
          message:
            "The Examples column '<\(cell.value)>' holds '\(found)', which Cucumber's compiler "
            + "reads as part of a regular expression when it fills in placeholders, so it would "
            + "fill in different text or fail. Name the column without any of . ^ $ * + ? { } [ ] \\ | ( )."
        )
      }
    }
  }
}
