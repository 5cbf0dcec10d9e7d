public import Foundation
import ViperRuntime

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
    var visited = RenderPath()
    var flat = ""
    flat.reserveCapacity(width)
    appendSingleLine(value, to: &flat, visited: &visited)
    if visited.names.qualifyClashes() {
      (flat, visited.parts) = ("", 0)
      appendSingleLine(value, to: &flat, visited: &visited)
    }
    guard !flat.fits(in: width - indent) else { return flat }
    visited.parts = 0
    return node(for: value, visited: &visited).laidOut(indent: indent, width: width)
  }

  /// Appends the value's one-line form, however wide, to a line being built.
  ///
  /// - Parameters:
  ///   - value: The value to render.
  ///   - text: The line to append to.
  func appendSingleLine(_ value: Any, to text: inout String) {
    var visited = RenderPath()
    var line = ""
    appendSingleLine(value, to: &line, visited: &visited)
    if visited.names.qualifyClashes() {
      (line, visited.parts) = ("", 0)
      appendSingleLine(value, to: &line, visited: &visited)
    }
    text += line
  }

  /// Writes the value's one-line form, the form nearly every journal entry takes.
  private func appendSingleLine(
    _ value: Any,
    to text: inout String,
    visited: inout RenderPath
  ) {
    guard !visited.isAtLimit else {
      text += RenderPath.marker
      return
    }
    visited.parts += 1
    visited.depth += 1
    defer { visited.depth -= 1 }
    switch shape(of: value, visited: visited) {
    case .text(let atom):
      text += atom
    case .container(let open, let close, let children, let sortsChildren, let object):
      if let object { visited.objects.append(object) }
      defer { if object != nil { visited.objects.removeLast() } }
      if sortsChildren, ElementBudget.isTooLargeToSort(children.count, visited: visited) {
        text += ElementBudget.countOnly(open: open, close: close, count: children.count)
        return
      }
      text += open
      if sortsChildren {
        let sorted = children.map { child in
          var childText = ""
          appendSingleLine(child.value, to: &childText, visited: &visited)
          return childText
        }
        text += sorted.sorted().joined(separator: ", ")
      } else {
        for (index, child) in children.enumerated() {
          if index > 0 { text += ", " }
          // One `…` for every element past the budget.
          if visited.isAtLimit {
            text += RenderPath.marker
            break
          }
          if let label = child.label { text += label + ": " }
          appendSingleLine(child.value, to: &text, visited: &visited)
        }
      }
      text += close
    case .fields(let open, let value, let fields):
      text += open
      appendFields(of: value, fields, to: &text, visited: &visited)
      text += ")"
    }
  }

  /// Writes the fields of a struct or tuple, reading leaves such as strings straight from memory.
  private func appendFields<Value>(
    of value: Value,
    _ fields: [StoredField],
    to text: inout String,
    visited: inout RenderPath
  ) {
    withUnsafeBytes(of: value) { bytes in
      guard let start = bytes.baseAddress else { return }
      for (index, field) in fields.enumerated() {
        if index > 0 { text += ", " }
        if let label = field.label { text += label + ": " }
        let address = start + field.offset
        if let leafText = field.text, overrides.isEmpty || overrides[field.type] == nil {
          text += leafText(address)
        } else {
          appendSingleLine(field.load(address), to: &text, visited: &visited)
        }
      }
    }
  }

  /// Builds the tree that lays a value out over several lines.
  private func node(for value: Any, visited: inout RenderPath) -> RenderedNode {
    guard !visited.isAtLimit else { return .atom(RenderPath.marker) }
    visited.parts += 1
    visited.depth += 1
    defer { visited.depth -= 1 }
    switch shape(of: value, visited: visited) {
    case .text(let atom):
      return .atom(atom)
    case .container(let open, let close, let children, let sortsChildren, let object):
      if let object { visited.objects.append(object) }
      defer { if object != nil { visited.objects.removeLast() } }
      if sortsChildren, ElementBudget.isTooLargeToSort(children.count, visited: visited) {
        return .atom(ElementBudget.countOnly(open: open, close: close, count: children.count))
      }
      var nodes: [(label: String?, node: RenderedNode)] = []
      for child in children {
        // One `…` for every element past the budget.
        guard !visited.isAtLimit else {
          nodes.append((nil, .atom(RenderPath.marker)))
          break
        }
        nodes.append((child.label, node(for: child.value, visited: &visited)))
      }
      return .container(
        open: open,
        close: close,
        children: sortsChildren
          ? nodes.map { ($0, $0.node.singleLine()) }.sorted { $0.1 < $1.1 }.map(\.0) : nodes
      )
    case .fields(let open, let value, let fields):
      let nodes = Self.children(of: value, fields).map { child in
        (label: child.label, node: node(for: child.value, visited: &visited))
      }
      return .container(open: open, close: ")", children: nodes)
    }
  }

  private func singleLine(_ value: Any, visited: inout RenderPath) -> String {
    var text = ""
    appendSingleLine(value, to: &text, visited: &visited)
    return text
  }

  /// Takes one level of a value apart, through its type's ``RenderPlan``.
  private func shape(of value: Any, visited: RenderPath) -> ValueShape {
    let value = RenderPlan.concrete(value)
    if !overrides.isEmpty, let override = overrides[ObjectIdentifier(type(of: value))] {
      return .text(override(value))
    }
    switch RenderPlan.plan(for: value) {
    case .transcriptRepresentable:
      return .text((value as? any TranscriptRepresentable)?.transcriptDescription ?? "")
    case .double:
      return .text((value as? any Mock)?.journalSubject ?? "")
    case .text(let leaf):
      return .text(leaf.render(value))
    case .date:
      return .text(
        (value as? Date).map { ISO8601Text.text(of: $0, in: timeZone) } ?? String(describing: value)
      )
    case .publicFace:
      return PublicFace.shape(of: value, typeName: typeName(of: value))
        ?? reflectedShape(of: value, visited: visited)
    case .optional(let unwrap):
      // Unwrapped in a loop: an `Optional<Any>` nested thousands deep must not take a stack
      // frame a level.
      var unwrap = unwrap
      var current = value
      var levels = 0
      while let wrapped = unwrap(current) {
        guard case .optional(let next) = RenderPlan.plan(for: wrapped) else {
          return shape(of: wrapped, visited: visited)
        }
        (current, unwrap) = (wrapped, next)
        levels += 1
      }
      // `.some(nil)` is not `nil`: a patch that clears a field is not one that leaves it.
      return .text(
        String(repeating: "Optional(", count: levels) + "nil"
          + String(repeating: ")", count: levels)
      )
    case .array(let name, let elements):
      let children = elements(value).map { (label: String?.none, value: $0) }
      guard let name else { return .container(open: "[", close: "]", children: children) }
      return .container(open: name + "([", close: "])", children: children)
    case .range(let range):
      let (lower, rangeOperator, upper) = range.parts(of: value)
      var visited = visited
      return .text(
        (lower.map { singleLine($0, visited: &visited) } ?? "") + rangeOperator
          + (upper.map { singleLine($0, visited: &visited) } ?? "")
      )
    case .opaque(let name):
      return .text(visited.names.name(name, of: type(of: value)) + "(…)")
    case .elements(let name, let sorted):
      let open = visited.names.name(name, of: type(of: value)) + "(["
      if sorted, let count = ToolchainStorage.count(of: value),
        ElementBudget.isTooLargeToSort(count, visited: visited)
      {
        return .text(ElementBudget.countOnly(open: open, close: "])", count: count))
      }
      let elements = ToolchainStorage.elements(of: value, all: sorted).map {
        (label: String?.none, value: $0)
      }
      return .container(
        open: open,
        close: "])",
        children: elements,
        sortsChildren: sorted
      )
    case .publicFields(let name, let labels):
      return ToolchainStorage.publicFieldsShape(
        of: value,
        open: visited.names.name(name, of: type(of: value)) + "(",
        labels: labels
      )
    case .structure(let name, let fields):
      return .fields(
        open: visited.names.name(name, of: type(of: value)) + "(",
        value: value,
        fields: fields
      )
    case .tuple(let fields):
      return .fields(open: "(", value: value, fields: fields)
    case .enumeration(let layout):
      guard let (enumCase, payload) = layout.split(value) else {
        return reflectedShape(of: value, visited: visited)
      }
      guard let payload else {
        return .text("." + (layout.describesItself ? String(describing: value) : enumCase.name))
      }
      return enumShape(name: enumCase.name, payload: payload, of: type(of: value))
    case .mirroredStructure(let name, let labels):
      return .container(
        open: visited.names.name(name, of: type(of: value)) + "(",
        close: ")",
        children: MirrorPlan.children(of: value, labels: labels)
      )
    case .mirroredTuple(let labels):
      return .container(
        open: "(",
        close: ")",
        children: MirrorPlan.elements(of: value, labels: labels)
      )
    case .mirroredEnumeration:
      return enumShape(of: value, Mirror(reflecting: value))
    case .reflected:
      return reflectedShape(of: value, visited: visited)
    }
  }

  /// Copies the fields of a struct or tuple out of the value's memory.
  private static func children<Value>(
    of value: Value,
    _ fields: [StoredField]
  ) -> [(label: String?, value: Any)] {
    withUnsafeBytes(of: value) { bytes in
      guard let start = bytes.baseAddress else { return [] }
      return fields.map { (label: $0.label, value: $0.load(start + $0.offset)) }
    }
  }

  private func reflectedShape(of value: Any, visited: RenderPath) -> ValueShape {
    if let face = PublicFace.shape(of: value, typeName: typeName(of: value)) { return face }
    if let metatype = value as? Any.Type {
      let name = visited.names.name(TypeName.display(metatype), of: metatype)
      // `(any Error).self` and `((Int) -> Int).self`, but `(any Error).Type.self` and
      // `(Int, Int).self`.
      let isWrapped =
        name.hasPrefix("(") && name.hasSuffix(").Type") || TypeName.isParenthesized(name)
      return .text((name.contains(" ") && !isWrapped ? "(\(name))" : name) + ".self")
    }
    // Only an object can still be a leaf here, bridged or subclassed (an `NSString`, say): the
    // plan already told leaf types apart, and the casts cost about a microsecond.
    if type(of: value) is AnyClass, let atom = atom(for: value) {
      return .text(atom)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .text("nil") }
      let inner = shape(of: wrapped.value, visited: visited)
      if case .text(let text) = inner, text.hasSuffix("nil"),
        Mirror(reflecting: wrapped.value).displayStyle == .optional
      {
        return .text("Optional(" + text + ")")
      }
      return inner
    case .collection:
      let elements = ElementBudget.prefix(mirror.children.lazy.map(\.value))
      return .container(open: "[", close: "]", children: elements.map { (nil, $0) })
    case .set:
      let count = mirror.children.count
      if ElementBudget.isTooLargeToSort(count, visited: visited) {
        return .text(ElementBudget.countOnly(open: "Set([", close: "])", count: count))
      }
      return .container(
        open: "Set([",
        close: "])",
        children: mirror.children.map { (nil, $0.value) },
        sortsChildren: true
      )
    case .dictionary:
      let count = mirror.children.count
      if ElementBudget.isTooLargeToSort(count, visited: visited) {
        return .text(ElementBudget.countOnly(open: "[", close: "]", count: count))
      }
      let entries = dictionaryEntries(mirror, visited)
      // An empty dictionary is not an empty array.
      guard !entries.isEmpty else { return .text("[:]") }
      return .container(open: "[", close: "]", children: entries)
    case .tuple:
      return .container(open: "(", close: ")", children: labeled(mirror))
    case .enum:
      return enumShape(of: value, mirror)
    case .class:
      let object = ObjectIdentifier(value as AnyObject)
      if let index = visited.objects.lastIndex(of: object) {
        // How many enclosing objects up it points: two cycles through different objects differ.
        let up = visited.objects.count - index
        return .text("\(typeName(of: value, visited))(↩︎\(up == 1 ? "" : " \(up) up"))")
      }
      if ToolchainStorage.isOpaque(value) {
        // Counted, never read: some toolchain fields stop the process when reflected (a
        // `DispatchWorkItem`'s block).
        let name = typeName(of: value, visited)
        return .text(name + (ToolchainStorage.hasStoredProperties(mirror) ? "(…)" : "()"))
      }
      return .container(
        open: "\(typeName(of: value, visited))(",
        close: ")",
        children: labeled(mirror, in: value),
        object: object
      )
    default:
      if mirror.children.isEmpty, mirror.displayStyle != .struct {
        // A toolchain value that neither describes itself nor shows its fields (a set's
        // iterator) would print its module-qualified type: `Swift.Set<Swift.String>.Iterator`.
        if TypeName.isToolchain(type(of: value)), !Self.describesItself(value) {
          return .text(typeName(of: value, visited) + "(…)")
        }
        return .text(String(describing: value))
      }
      return .container(
        open: "\(typeName(of: value, visited))(",
        close: ")",
        children: labeled(mirror, in: value)
      )
    }
  }

  /// The name a value's type is shown by (see ``TypeName``).
  func typeName(of value: Any) -> String {
    TypeName.display(type(of: value))
  }

  /// The name a value's type is shown by, qualified where another type in the value shares it.
  private func typeName(of value: Any, _ visited: RenderPath) -> String {
    visited.names.name(typeName(of: value), of: type(of: value))
  }

  /// Returns a dictionary's entries labeled with their keys' text, sorted by it.
  private func dictionaryEntries(
    _ mirror: Mirror,
    _ visited: RenderPath
  ) -> [(label: String?, value: Any)] {
    var visited = visited
    let entries = mirror.children.map { entry in
      let pair = Array(Mirror(reflecting: entry.value).children)
      let key = pair.first.map { singleLine($0.value, visited: &visited) } ?? "?"
      return (label: key, value: pair.last?.value ?? "?" as Any)
    }
    // Keys that read alike (objects, NaN) would keep the hash order, which changes from run to
    // run: their values order them.
    guard Set(entries.map(\.label)).count < entries.count else {
      return entries.sorted { $0.label < $1.label }.map { (label: $0.label, value: $0.value) }
    }
    return entries.map { ($0, singleLine($0.value, visited: &visited)) }
      .sorted { ($0.0.label, $0.1) < ($1.0.label, $1.1) }
      .map { (label: $0.0.label, value: $0.0.value) }
  }
}
