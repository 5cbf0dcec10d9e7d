public import Foundation

/// A deterministic, dependency-free text rendering of any value, used for transcripts and diffs.
///
/// Structs and classes render as `Name(label: value)`, enums as `.case(value)`, strings quoted,
/// optionals as the value or `nil`, dictionaries and sets sorted by their rendered elements, and
/// dates as ISO 8601 in a fixed time zone (UTC unless you pick another). A type can choose its own
/// text by conforming to ``TranscriptRepresentable``, or a renderer can override a type:
///
/// ```swift
/// let renderer = TextRenderer().overriding(Date.self) { _ in "<date>" }
/// renderer.render(Todo(title: "Milk", due: date))  // Todo(title: "Milk", due: <date>)
/// ```
///
/// Values whose one-line form is wider than ``width`` break over indented lines, so a diff of two
/// renderings points at the field that changed.
public struct TextRenderer: Sendable {
  /// The time zone dates are shown in.
  public var timeZone: TimeZone
  /// The widest line that a value keeps on one line.
  public var width: Int
  private var overrides: [ObjectIdentifier: @Sendable (Any) -> String] = [:]

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - timeZone: The time zone dates are shown in.
  ///   - width: The widest line that a value keeps on one line.
  public init(timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt, width: Int = 100) {
    self.timeZone = timeZone
    self.width = width
  }

  /// Returns a renderer that shows values of one type with a closure of your own.
  ///
  /// - Parameters:
  ///   - type: The type to override.
  ///   - render: Returns the text for a value of that type.
  /// - Returns: A copy of this renderer with the override.
  public func overriding<Value>(
    _ type: Value.Type,
    with render: @escaping @Sendable (Value) -> String
  ) -> TextRenderer {
    var copy = self
    copy.overrides[ObjectIdentifier(type)] = { value in
      guard let typed = value as? Value else { return String(describing: value) }
      return render(typed)
    }
    return copy
  }

  /// Renders a value, broken over lines when it is wider than ``width``.
  ///
  /// - Parameters:
  ///   - value: The value to render.
  ///   - indent: The number of spaces already in front of the value on its first line.
  /// - Returns: The rendered text.
  public func render(_ value: Any, indent: Int = 0) -> String {
    var visited: Set<ObjectIdentifier> = []
    return node(for: value, visited: &visited).laidOut(indent: indent, width: width)
  }

  func node(for value: Any, visited: inout Set<ObjectIdentifier>) -> RenderedNode {
    if let override = overrides[ObjectIdentifier(type(of: value))] {
      return .atom(override(value))
    }
    if let custom = value as? any TranscriptRepresentable {
      return .atom(custom.transcriptDescription)
    }
    if let atom = atom(for: value) {
      return .atom(atom)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .atom("nil") }
      return node(for: wrapped.value, visited: &visited)
    case .collection:
      return .container(open: "[", close: "]", children: unlabeled(mirror, &visited))
    case .set:
      return .container(open: "Set([", close: "])", children: sorted(unlabeled(mirror, &visited)))
    case .dictionary:
      return .container(open: "[", close: "]", children: dictionaryEntries(mirror, &visited))
    case .tuple:
      return .container(open: "(", close: ")", children: labeled(mirror, &visited))
    case .enum:
      return enumNode(value, mirror, &visited)
    case .class:
      let id = ObjectIdentifier(value as AnyObject)
      guard visited.insert(id).inserted else { return .atom("\(typeName(of: value))(↩︎)") }
      defer { visited.remove(id) }
      return .container(
        open: "\(typeName(of: value))(",
        close: ")",
        children: labeled(mirror, &visited)
      )
    default:
      if mirror.children.isEmpty, mirror.displayStyle != .struct {
        return .atom(String(describing: value))
      }
      return .container(
        open: "\(typeName(of: value))(",
        close: ")",
        children: labeled(mirror, &visited)
      )
    }
  }

  private func atom(for value: Any) -> String? {
    switch value {
    case let string as String: quoted(string)
    case let substring as Substring: quoted(String(substring))
    case let character as Character: quoted(String(character))
    case let date as Date: iso8601(date)
    case let uuid as UUID: uuid.uuidString
    case let url as URL: url.absoluteString
    case let duration as Duration: "\(duration)"
    case let locale as Locale: "Locale(\(locale.identifier))"
    case let zone as TimeZone: "TimeZone(\(zone.identifier))"
    case is any BinaryInteger, is any BinaryFloatingPoint, is Bool: String(describing: value)
    default: nil
    }
  }

  private func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  private func iso8601(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second, .nanosecond],
      from: date
    )
    func two(_ number: Int?) -> String {
      let value = number ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    let seconds = timeZone.secondsFromGMT(for: date)
    let zone =
      seconds == 0
      ? "Z"
      : (seconds < 0 ? "-" : "+") + two(abs(seconds) / 3600) + ":" + two(abs(seconds) % 3600 / 60)
    let milliseconds = ((parts.nanosecond ?? 0) + 500_000) / 1_000_000
    let fraction = milliseconds == 0 ? "" : "." + String(String(1000 + milliseconds).dropFirst())
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
      + "T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))\(fraction)\(zone)"
  }

  private func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }

  private func unlabeled(
    _ mirror: Mirror,
    _ visited: inout Set<ObjectIdentifier>
  ) -> [(label: String?, node: RenderedNode)] {
    mirror.children.map { (label: nil, node: node(for: $0.value, visited: &visited)) }
  }

  private func labeled(
    _ mirror: Mirror,
    _ visited: inout Set<ObjectIdentifier>
  ) -> [(label: String?, node: RenderedNode)] {
    mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label: label, node: node(for: child.value, visited: &visited))
    }
  }

  private func sorted(
    _ children: [(label: String?, node: RenderedNode)]
  ) -> [(label: String?, node: RenderedNode)] {
    children.sorted { $0.node.singleLine() < $1.node.singleLine() }
  }

  private func dictionaryEntries(
    _ mirror: Mirror,
    _ visited: inout Set<ObjectIdentifier>
  ) -> [(label: String?, node: RenderedNode)] {
    let entries = mirror.children.map { entry in
      let pair = Array(Mirror(reflecting: entry.value).children)
      let key = pair.first.map { node(for: $0.value, visited: &visited).singleLine() } ?? "?"
      let value = pair.last.map { node(for: $0.value, visited: &visited) } ?? .atom("?")
      return (label: Optional(key), node: value)
    }
    return entries.sorted { ($0.label ?? "") < ($1.label ?? "") }
  }

  private func enumNode(
    _ value: Any,
    _ mirror: Mirror,
    _ visited: inout Set<ObjectIdentifier>
  ) -> RenderedNode {
    guard let payload = mirror.children.first, let name = payload.label else {
      return .atom("." + String(describing: value))
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      return .container(
        open: ".\(name)(",
        close: ")",
        children: labeled(payloadMirror, &visited)
      )
    }
    return .container(
      open: ".\(name)(",
      close: ")",
      children: [(label: nil, node: node(for: payload.value, visited: &visited))]
    )
  }
}
