import Foundation
import ViperRuntime

/// How the renderer shows values of one type, worked out once per type and then reused.
///
/// `Mirror` costs several microseconds per value and dynamic casts to protocols a few hundred
/// nanoseconds each, which made rendering a journal entry take about 20 µs. A plan does the casts
/// once per type, reads the stored properties of plain structs and tuples straight from memory at
/// offsets the runtime reports, and tells an enum's cases apart through the runtime's functions.
/// Anything the plan cannot read safely (classes, custom mirrors, weak or unowned properties,
/// indirect enum cases) keeps the reflection path, so the text never changes.
enum RenderPlan: Sendable {
  /// The type chose its own text through ``TranscriptRepresentable``.
  case transcriptRepresentable
  /// A test double, shown as the role it journals under, never its storage.
  case double
  /// A leaf value whose text does not depend on the renderer's settings.
  case text(LeafText)
  /// A date, shown in the renderer's time zone.
  case date
  /// A value the toolchain ships whose storage is private, shown by its ``PublicFace``.
  case publicFace
  /// An optional, shown as its wrapped value or `nil`.
  case optional(@Sendable (Any) -> Any?)
  /// An array, shown as its elements, after its type's name unless it is an `Array`.
  case array(name: String?, @Sendable (Any) -> [Any])
  /// A range, shown as Swift writes it: `1..<3`.
  case range(any RangeShape.Type)
  /// A toolchain value whose stored properties are private storage, shown as `Name(…)`.
  case opaque(name: String)
  /// A toolchain collection whose stored properties are private storage, shown as its elements.
  case elements(name: String, sorted: Bool)
  /// A toolchain struct that stores more than its public properties, shown as those and `…`.
  case publicFields(name: String, labels: Set<String>)
  /// A struct whose stored properties are read from memory.
  case structure(name: String, fields: [StoredField])
  /// A tuple whose elements are read from memory.
  case tuple([StoredField])
  /// An enum whose cases are told apart by the runtime's own functions.
  case enumeration(EnumLayout)
  /// A struct read through `Mirror` on the safe path, under labels found once (see ``MirrorPlan``).
  case mirroredStructure(name: String, labels: [String?])
  /// A tuple read on the safe path, under labels found once (see ``MirrorPlan``).
  case mirroredTuple(labels: [String?])
  /// An enum read through `Mirror` on the safe path, without the checks its type already passed.
  case mirroredEnumeration
  /// Everything else, shown through `Mirror`.
  case reflected

  private static let plans = LockedState<[ObjectIdentifier: RenderPlan]>([:])

  /// Returns the plan for the value's type, working it out on first use.
  ///
  /// - Parameter value: A value of the type to plan.
  /// - Returns: The plan for every value of that type.
  static func plan(for value: Any) -> RenderPlan {
    let key = ObjectIdentifier(type(of: value))
    if let plan = plans.withLock({ $0[key] }) { return plan }
    let plan = makePlan(for: value)
    plans.withLock { $0[key] = plan }
    return plan
  }

  private static func makePlan(for value: Any) -> RenderPlan {
    let type = type(of: value)
    if type is any TranscriptRepresentable.Type { return .transcriptRepresentable }
    if type is any Mock.Type { return .double }
    if type is Journal.Type { return .text(LeafText { _ in "Journal" }) }
    if let optional = type as? any OptionalShape.Type { return .optional { optional.unwrap($0) } }
    if let leaf = leafPlan(for: type) { return leaf }
    if let key = CodingKeyText.leafText(for: value) { return .text(key) }
    if PublicFace.covers(type) { return .publicFace }
    if let array = type as? any ArrayShape.Type {
      return .array(name: array.shownName) { array.elements(of: $0) }
    }
    if let range = type as? any RangeShape.Type { return .range(range) }
    if value is any CustomReflectable { return .reflected }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct:
      // Only the toolchain's properties are read here: one of the app's may be an unowned
      // reference to a freed object, which stops the process when read.
      if TypeName.isToolchain(type) {
        let reflected = mirror.children.map { (label: $0.label, type: Swift.type(of: $0.value)) }
        switch ToolchainStorage.face(of: type, fields: reflected) {
        case .opaque: return .opaque(name: TypeName.display(type))
        case .elements(let sorted): return .elements(name: TypeName.display(type), sorted: sorted)
        case .publicFields(let labels):
          return .publicFields(name: TypeName.display(type), labels: labels)
        case nil: break
        }
      }
      guard let fields = storedFields(of: type) else {
        return MirrorPlan.plan(for: value, mirror) ?? .reflected
      }
      return .structure(name: TypeName.display(type), fields: fields)
    case .tuple:
      return storedFields(of: type).map(RenderPlan.tuple) ?? MirrorPlan.plan(for: value, mirror)
        ?? .reflected
    case .enum:
      return EnumLayout(of: type).map(RenderPlan.enumeration) ?? MirrorPlan.plan(for: value, mirror)
        ?? .reflected
    default:
      return .reflected
    }
  }

  private static func leafPlan(for type: Any.Type) -> RenderPlan? {
    if type is Date.Type { return .date }
    return leafText(for: type).map(RenderPlan.text)
  }

  /// Returns the text of a leaf type whose rendering does not depend on the renderer's settings.
  ///
  /// - Parameter type: A type.
  /// - Returns: Its text, or `nil` when it is not such a leaf.
  static func leafText(for type: Any.Type) -> LeafText? {
    switch type {
    case is String.Type: LeafText(String.self, TextRenderer.quoted)
    case is Substring.Type: LeafText(Substring.self) { TextRenderer.quoted(String($0)) }
    case is Character.Type: LeafText(Character.self) { TextRenderer.quoted(String($0)) }
    case is Unicode.Scalar.Type: LeafText(Unicode.Scalar.self) { TextRenderer.quoted(String($0)) }
    case is StaticString.Type: LeafText(StaticString.self) { TextRenderer.quoted($0.description) }
    case is Bool.Type: LeafText(Bool.self) { $0 ? "true" : "false" }
    case is UUID.Type: LeafText(UUID.self) { $0.uuidString }
    case is URL.Type: LeafText(URL.self, FoundationText.url)
    case is Duration.Type: LeafText(Duration.self, TextRenderer.duration)
    case is Data.Type: LeafText(Data.self, TextRenderer.bytes)
    case is Decimal.Type: LeafText(Decimal.self) { $0.description }
    case is AttributedString.Type: LeafText(AttributedString.self, AttributedStringText.text)
    case is Locale.Type: LeafText(Locale.self) { "Locale(\($0.identifier))" }
    case is TimeZone.Type: LeafText(TimeZone.self) { "TimeZone(\($0.identifier))" }
    case is Calendar.Type: LeafText(Calendar.self, FoundationText.calendar)
    case is CharacterSet.Type: LeafText(CharacterSet.self, FoundationText.characterSet)
    case is AnyKeyPath.Type: LeafText(TextRenderer.keyPath)
    case is String.Encoding.Type, is TaskPriority.Type, is CocoaError.Code.Type:
      LeafText { ConstantNames.text(of: $0) ?? "\($0)" }
    case is Int.Type: LeafText(Int.self) { $0.description }
    case is Double.Type: LeafText(Double.self) { $0.description }
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is any SIMD.Type:
      LeafText { "\($0)" }
    case _ where TextRenderer.isPointer(type): LeafText(TextRenderer.pointer)
    case _ where StringConstantNames.covers(type): LeafText(StringConstantNames.text)
    default: LocaleText.leafText(for: type)
    }
  }

  /// Returns the value itself in an `Any`, rather than an existential the `Any` holds.
  ///
  /// A payload from `Mirror`, or a property loaded as its declared type such as `any Error` or
  /// `Any`, comes back as an `Any` that holds a second existential. Swift opens such an `Any` to
  /// that existential, not to the value's own type, so reading the value's fields from its memory
  /// would read the existential's box instead.
  ///
  /// - Parameter value: A value about to be read from memory.
  /// - Returns: The same value, held directly.
  static func concrete(_ value: Any) -> Any {
    func openedType<Opened>(_: Opened) -> Any.Type { Opened.self }
    let dynamicType = type(of: value)
    guard openedType(value) != dynamicType else { return value }
    func cast<Concrete>(_: Concrete.Type) -> Any { (value as? Concrete).map { $0 as Any } ?? value }
    return _openExistential(dynamicType, do: cast)
  }

  /// Returns the stored properties of a struct or tuple, a property wrapper's or a macro's
  /// storage as the property it stands for (see ``PropertyWrapperStorage`` and
  /// ``ObservableStorage``), or `nil` when they cannot be read from memory (see `FieldLayout`).
  private static func storedFields(of type: Any.Type) -> [StoredField]? {
    guard let fields = FieldLayout.storedFields(of: type).flatMap(PropertyWrapperStorage.resolve)
    else { return nil }
    let properties = ObservableStorage.properties(fields) {
      TextRenderer.propertyName($0.name)
    } relabeled: {
      ($1, $0.offset, $0.type, $0.storage)
    }
    return properties.map { StoredField(name: $0.name, offset: $0.offset, type: $0.type) }
  }
}
