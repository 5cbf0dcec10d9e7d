import ViperCore

/// How the renderer takes apart the values of one enum type without `Mirror`.
///
/// `Mirror` costs about 3 µs per enum value. The runtime's field records, the ones `Mirror`
/// reads, name every case and say which carry a payload, and the type's value witnesses tell
/// which case a value holds and expose its payload; reading them once per type leaves three
/// calls per value. A payload's type is learned from `Mirror` the first time a case is seen,
/// which keeps the runtime's own answer for generic, existential and class payloads. Types whose
/// records are missing or unusual, and indirect cases, keep the reflection path.
package struct EnumLayout: Sendable {
  /// The type's cases, in tag order.
  package let cases: [EnumCase]
  /// Whether a case without a payload shows the type's own description rather than its name,
  /// as `String(describing:)` does for a type that describes itself.
  package let describesItself: Bool
  private let witnesses: EnumWitnesses
  private let type: ObjectIdentifier

  /// The payload loaders learned so far, by enum type and tag.
  ///
  /// Global rather than per layout: a layout sits in a ``RenderPlan``, whose case tag the compiler
  /// may keep in the spare bits of this reference, where LeakSanitizer no longer recognises it.
  private static let payloadLoaders =
    LockedState<[ObjectIdentifier: [Int: @Sendable (UnsafeRawPointer) -> Any]]>([:])

  /// Reads the layout of a type, or fails when it is not an enum the layout can read.
  ///
  /// - Parameter type: A type.
  package init?(of type: Any.Type) {
    #if _ptrauth(_arm64e)
    // Metadata pointers are signed there; `Mirror` reads them.
    return nil
    #else
    guard RuntimeMode.current.readsMetadata, let cases = Self.cases(of: type),
      let witnesses = EnumWitnesses(of: type)
    else {
      return nil
    }
    self.cases = cases
    self.witnesses = witnesses
    self.type = ObjectIdentifier(type)
    self.describesItself =
      type is any CustomStringConvertible.Type || type is any TextOutputStreamable.Type
      || type is any CustomDebugStringConvertible.Type
    #endif
  }

  /// Tells which case a value holds and copies out its payload.
  ///
  /// - Parameter value: A value of the layout's type, held directly (see `RenderPlan.concrete`).
  /// - Returns: The case and its payload, or `nil` when the runtime reports a tag the type's
  ///   records do not have.
  package func split(_ value: Any) -> (enumCase: EnumCase, payload: Any?)? {
    func split<Enum>(_ value: Enum) -> (enumCase: EnumCase, payload: Any?)? {
      var copy = value
      return withUnsafeMutablePointer(to: &copy) { pointer in
        let address = UnsafeMutableRawPointer(pointer)
        let tag = witnesses.tag(of: address)
        guard cases.indices.contains(tag) else { return nil }
        guard cases[tag].hasPayload else { return (cases[tag], nil) }
        let load = payloadLoader(tag: tag, learningFrom: value)
        witnesses.exposePayload(of: address)
        let payload = load(address)
        witnesses.restoreTag(tag, of: address)
        return (cases[tag], payload)
      }
    }
    return split(value)
  }

  /// Returns the function that copies out the payload of one case, learning the payload's
  /// type from `Mirror` the first time.
  private func payloadLoader(
    tag: Int,
    learningFrom value: Any
  ) -> @Sendable (UnsafeRawPointer) -> Any {
    if let load = Self.payloadLoaders.withLock({ $0[type]?[tag] }) { return load }
    // A thin metatype in the payload is one `Mirror` reads wrong, and its answer would too.
    if let load = ThinMetatypePayload.loader(
      forCase: tag,
      of: unsafeBitCast(type, to: Any.Type.self)
    ) {
      Self.payloadLoaders.withLock { $0[type, default: [:]][tag] = load }
      return load
    }
    // `Mirror` hands the payload over as its declared type, an existential such as `any Error`
    // included, which is the type it is stored as.
    func declaredType<Payload>(_: Payload) -> Any.Type { Payload.self }
    func loader<Payload>(_: Payload.Type) -> @Sendable (UnsafeRawPointer) -> Any {
      { $0.load(as: Payload.self) }
    }
    let payload = Mirror(reflecting: value).children.first?.value ?? ()
    let load = _openExistential(declaredType(payload), do: loader)
    Self.payloadLoaders.withLock { $0[type, default: [:]][tag] = load }
    return load
  }

  /// Reads a type's cases from its field records.
  private static func cases(of type: Any.Type) -> [EnumCase]? {
    guard let fields = FieldRecords(of: type, kind: .enum) else { return nil }
    let descriptor = fields.descriptor
    let payloadCaseCount = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
    let emptyCaseCount = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    guard fields.records.count == payloadCaseCount + emptyCaseCount else { return nil }
    var cases: [EnumCase] = []
    for record in fields.records {
      let isIndirect = record.flags & 0x1 != 0
      guard !isIndirect else { return nil }
      cases.append(EnumCase(name: record.name, hasPayload: record.typeName != nil))
    }
    return cases
  }
}
