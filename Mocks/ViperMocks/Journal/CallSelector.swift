/// A member's selector, such as `addTodo(title:dueDate:)`, taken apart once and remembered.
///
/// Doubles record the same few selectors thousands of times, so the parsed form is cached
/// instead of splitting the string on every call.
struct CallSelector: Sendable {
  /// The member's base name, such as `addTodo`.
  let name: String
  /// The argument labels, `_` for an unlabeled argument.
  let labels: [String]
  /// Whether the selector names a call, `close()`, rather than a property, `title`.
  let isCall: Bool

  /// Returns the label of an argument, `_` for an unlabeled one or one past the labels.
  ///
  /// - Parameter index: The argument's position.
  /// - Returns: Its label.
  func label(at index: Int) -> String {
    index < labels.count ? labels[index] : "_"
  }

  private static let parsed = LockedState<[String: CallSelector]>([:])
  /// Enough for every selector of a large test suite; past it, selectors are parsed each time.
  private static let cacheLimit = 4_096

  /// Returns the parsed selector.
  ///
  /// - Parameter selector: The selector text.
  /// - Returns: Its name and labels.
  static func named(_ selector: String) -> CallSelector {
    if let known = parsed.withLock({ $0[selector] }) { return known }
    let parsedSelector = CallSelector(parsing: selector)
    parsed.withLock { cache in
      if cache.count < cacheLimit { cache[selector] = parsedSelector }
    }
    return parsedSelector
  }

  private init(parsing selector: String) {
    let bytes = selector.utf8
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else {
      self.init(name: selector, labels: [], isCall: false)
      return
    }
    let name = String(selector[..<open])
    guard let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close else {
      self.init(name: name, labels: [], isCall: true)
      return
    }
    let labels = bytes[bytes.index(after: open)..<close].split(separator: UInt8(ascii: ":")).map {
      String(decoding: $0, as: UTF8.self)
    }
    self.init(name: name, labels: labels, isCall: true)
  }

  private init(name: String, labels: [String], isCall: Bool) {
    self.name = name
    self.labels = labels
    self.isCall = isCall
  }
}
