import Foundation

/// The values the toolchain ships whose stored properties are private storage (`_domain`,
/// `_nsError`, `value` inside `AnyHashable`), shown instead as a Swift developer writes them:
/// `NSError(domain: "net", code: 7, userInfo: [:])`, `URLError(.timedOut)`, `AnyHashable(5)`.
///
/// Both runtime paths ask here first, so the fast path never reads the storage either.
enum PublicFace {
  /// Whether values of the type have a public face here (a subclass of `NSError` included).
  ///
  /// - Parameter type: The type.
  /// - Returns: Whether ``shape(of:typeName:)`` knows its values.
  static func covers(_ type: Any.Type) -> Bool {
    type is NSError.Type || type is URLError.Type || type is CocoaError.Type
      || type is AnyHashable.Type || type is IndexSet.Type || type is NSIndexSet.Type
      || type is IndexPath.Type
      || type is NSIndexPath.Type || type is NSRange.Type || type is NSCalendar.Type
      || type is ObjectIdentifier.Type || (type is NSValue.Type && !(type is NSNumber.Type))
      || coversObject(type) || coversValue(type)
  }

  /// The value's public face.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - typeName: The name its type is shown by.
  /// - Returns: The face, or `nil` when the value's type has none.
  static func shape(of value: Any, typeName: String) -> ValueShape? {
    // Exact types, not casts: every Hashable value casts to `AnyHashable`, and every error to
    // `NSError` or `CocoaError`, through bridging.
    let type = type(of: value)
    if type == URLError.self, let error = value as? URLError {
      return codeShape("URLError", code: URLErrorCodeNames.name(of: error.code), error.userInfo)
    }
    if type == CocoaError.self, let error = value as? CocoaError {
      return codeShape("CocoaError", code: CocoaErrorCodeNames.name(of: error.code), error.userInfo)
    }
    if type == AnyHashable.self, let hashable = value as? AnyHashable {
      return .container(open: "AnyHashable(", close: ")", children: [(nil, hashable.base)])
    }
    if type == IndexSet.self, let set = value as? IndexSet {
      return .container(open: "IndexSet([", close: "])", children: set.map { (nil, $0) })
    }
    if type == IndexPath.self, let path = value as? IndexPath {
      // A collection of indexes, which would otherwise read as the array `[1, 2]`.
      return .container(open: "IndexPath([", close: "])", children: path.map { (nil, $0) })
    }
    if type == NSRange.self, let range = value as? NSRange {
      // `_NSRange` to the runtime on Linux.
      return .container(
        open: "NSRange(",
        close: ")",
        children: [("location", range.location), ("length", range.length)]
      )
    }
    if type == ObjectIdentifier.self {
      return .text("ObjectIdentifier(address)")  // an address, which changes from run to run
    }
    if let face = objectShape(of: value, typeName: typeName) { return face }
    if let face = valueShape(of: value, typeName: typeName) { return face }
    guard type is AnyClass else { return nil }
    switch value {
    case let calendar as NSCalendar:
      return .text("NS" + FoundationText.calendar(calendar as Calendar))
    case is NSNumber:
      return nil
    case let boxed as NSValue:
      // Linux keeps the boxed value in a subclass's `_value`; shown as the value it boxes.
      let inner = Mirror(reflecting: boxed).children.first { $0.label == "_value" }?.value
      return .container(open: "NSValue(", close: ")", children: inner.map { [(nil, $0)] } ?? [])
    case let set as NSIndexSet:
      return .container(open: "\(typeName)([", close: "])", children: set.map { (nil, $0) })
    case let path as NSIndexPath:
      let indexes = (0..<path.length).map { (nil as String?, path.index(atPosition: $0) as Any) }
      return .container(open: "\(typeName)([", close: "])", children: indexes)
    case let error as NSError:
      return .container(
        open: "\(typeName)(",
        close: ")",
        children: [("domain", error.domain), ("code", error.code), ("userInfo", error.userInfo)]
      )
    default:
      return nil
    }
  }

  /// An error struct as its initializer with a code reads: `URLError(.timedOut)`, its user info
  /// after the code when it has any.
  private static func codeShape(
    _ name: String,
    code: String,
    _ userInfo: [String: Any]
  ) -> ValueShape {
    guard !userInfo.isEmpty else { return .text("\(name)(\(code))") }
    return .container(
      open: "\(name)(",
      close: ")",
      children: [(nil, Verbatim(text: code)), ("userInfo", userInfo as Any)]
    )
  }

  /// Text shown as it is, such as a code's name among an initializer's arguments.
  struct Verbatim: TranscriptRepresentable {
    let text: String
    var transcriptDescription: String { text }
  }
}
