/// Reads an enum payload that holds the metatype of a struct, enum or tuple type, which the
/// runtime reads wrong: `Mirror`, `print` and a load as the payload's type all stop the process
/// on `Route.show(Todo.self)`.
///
/// Such a metatype has one value, so the compiler stores it thin, in no bytes at all; the
/// runtime's metadata for the type describes it thick, a pointer to the type, and so does its
/// metadata for a tuple that holds it, whose later elements it then looks for at the wrong
/// offsets. A class's metatype has many values and is stored thick, as the runtime expects. The
/// payload's type, as the case declares it, comes from the enum's field record; the payload is
/// then re-laid in the runtime's layout, each thin metatype written as the pointer the runtime
/// expects, and read from there.
enum ThinMetatypePayload {
  /// Copies a payload out of the enum value whose payload the address holds.
  typealias Loader = @Sendable (UnsafeRawPointer) -> Any

  /// Returns a loader for a case's payload when the payload holds a thin metatype the loader can
  /// re-lay: the metatype itself, an optional of one, or a tuple with some among its elements.
  ///
  /// - Parameters:
  ///   - tag: The case's tag, which is its field record's index.
  ///   - type: The enum type.
  /// - Returns: The loader, or `nil` when the payload holds no thin metatype or one nested deeper.
  static func loader(forCase tag: Int, of type: Any.Type) -> Loader? {
    // A generic enum stores the metatype of a generic parameter thick, as its layout cannot know
    // the type, and `Mirror` reads such payloads right: the descriptor's flag 0x80 marks one.
    guard let fields = FieldRecords(of: type, kind: .enum),
      fields.descriptor.load(as: UInt32.self) & 0x80 == 0, fields.records.indices.contains(tag),
      let declared = fields.records[tag].declaredType(in: fields.descriptor, of: type)
    else { return nil }
    let payload = Metadata(declared)
    if let instance = payload.thinInstanceType {
      return { _ in instance }
    }
    if payload.kind == Metadata.optionalKind, let wrapped = payload.firstGenericArgument,
      let instance = wrapped.thinInstanceType
    {
      // A thin payload has no spare bits, so the compiler adds a tag byte: 0 for the payload.
      return { address in (address.load(as: UInt8.self) == 0 ? instance : nil) as Any.Type? as Any }
    }
    let elements = payload.tupleElements
    guard elements.contains(where: { $0.type.thinInstanceType != nil }),
      !elements.contains(where: { $0.type.thinInstanceType == nil && $0.type.holdsThinMetatype })
    else { return nil }
    return { address in relaid(tuple: payload, from: address) }
  }

  /// Copies a tuple from the compiler's layout, where thin metatypes take no bytes, into the
  /// runtime's, and loads it from there.
  private static func relaid(tuple: Metadata, from address: UnsafeRawPointer) -> Any {
    func relay<Tuple>(_: Tuple.Type) -> Any {
      let buffer = UnsafeMutablePointer<Tuple>.allocate(capacity: 1)
      defer { buffer.deallocate() }
      let raw = UnsafeMutableRawPointer(buffer)
      var storedOffset = 0
      for element in tuple.tupleElements {
        if let instance = element.type.thinInstanceType {
          (raw + element.offset).storeBytes(
            of: unsafeBitCast(instance, to: UnsafeRawPointer.self),
            as: UnsafeRawPointer.self
          )
          continue
        }
        func copy<Element>(_: Element.Type) {
          storedOffset =
            (storedOffset + MemoryLayout<Element>.alignment - 1)
            & ~(MemoryLayout<Element>.alignment - 1)
          (raw + element.offset).initializeMemory(
            as: Element.self,
            to: (address + storedOffset).load(as: Element.self)
          )
          storedOffset += MemoryLayout<Element>.size
        }
        _openExistential(element.type.type, do: copy)
      }
      return buffer.move()
    }
    return _openExistential(tuple.type, do: relay)
  }
}

/// The few fields of a type's metadata the re-laying reads, at the offsets the Swift 6 ABI gives
/// them (`TargetMetatypeMetadata`, a value type's generic arguments).
private struct Metadata {
  static let optionalKind: UInt = 0x202
  static let tupleKind: UInt = 0x301
  private static let metatypeKind: UInt = 0x304
  /// The kinds of type whose metatypes are stored thick, as each has many values.
  ///
  /// A Swift class, a foreign class or reference type, an Objective-C class's wrapper; an
  /// Objective-C class's kind is its `isa`, past every kind. Every other type's metatype (a
  /// struct's, a tuple's, a function type's, a protocol's, a metatype's) has one value, and is
  /// stored thin.
  private static let thickInstanceKinds: Set<UInt> = [0, 0x203, 0x204, 0x305]

  let type: Any.Type
  private var address: UnsafeRawPointer { unsafeBitCast(type, to: UnsafeRawPointer.self) }
  private static let word = MemoryLayout<UnsafeRawPointer>.size

  init(_ type: Any.Type) { self.type = type }

  var kind: UInt { address.load(as: UInt.self) }

  /// For the metatype of a type stored thin, that type.
  var thinInstanceType: Any.Type? {
    guard kind == Self.metatypeKind else { return nil }
    let instance = address.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    let instanceKind = instance.load(as: UInt.self)
    guard !Self.thickInstanceKinds.contains(instanceKind), instanceKind < 0x800 else { return nil }
    return unsafeBitCast(instance, to: Any.Type.self)
  }

  /// Whether a thin metatype is in this type's own layout: it is one, or an optional or tuple
  /// holds one (a struct's layout is the compiler's, which the runtime reads right).
  var holdsThinMetatype: Bool {
    if thinInstanceType != nil { return true }
    if kind == Self.optionalKind { return firstGenericArgument?.holdsThinMetatype ?? false }
    if kind == Self.tupleKind { return tupleElements.contains { $0.type.holdsThinMetatype } }
    return false
  }

  /// A value type's first generic argument, such as an optional's wrapped type.
  var firstGenericArgument: Metadata? {
    address.load(fromByteOffset: 2 * Self.word, as: UnsafeRawPointer?.self)
      .map { Metadata(unsafeBitCast($0, to: Any.Type.self)) }
  }

  /// A tuple's elements, each with its offset in the runtime's layout, as ``FieldLayout`` reads
  /// a tuple's fields.
  var tupleElements: [(type: Metadata, offset: Int)] {
    guard kind == Self.tupleKind else { return [] }
    return (FieldLayout.fields(of: type) ?? []).map { (Metadata($0.type), $0.offset) }
  }
}
