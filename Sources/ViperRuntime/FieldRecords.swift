#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime's field records of a struct, class or enum type: each stored property's or case's
/// name and the mangled name of its type, as the compiler writes them into every image for
/// reflection.
///
/// Read from the type's metadata and its context descriptor, whose layouts are the runtime's ABI
/// (`TargetStructMetadata`, `TargetClassMetadata` without Objective-C interop,
/// `TargetTypeContextDescriptor`, `FieldDescriptor`): `Mirror` reads the same records, but tells
/// neither how a property holds its reference nor which cases exist without a value.
package struct FieldRecords {
  /// One record: a stored property of a struct or class, or a case of an enum.
  package struct Record {
    /// The record's flags: bit 0 marks an indirect case, bit 1 a `var`.
    package let flags: UInt32
    /// The property's or case's name.
    package let name: String
    /// The mangled name of its type, with symbolic references; `nil` for a case without a
    /// payload.
    package let typeName: UnsafeRawPointer?
  }

  /// The records, in declaration order; for a class, its own stored properties only.
  package let records: [Record]
  /// The type's context descriptor, which the records belong to.
  package let descriptor: UnsafeRawPointer

  /// What kind of type a context descriptor describes, in the low bits of its flags.
  package enum Kind: UInt32 {
    case `class` = 16
    case `struct` = 17
    case `enum` = 18
  }

  /// Reads the records of a type, or fails when the type is not a struct, enum or class the
  /// layout here describes, or was compiled without reflection records.
  ///
  /// - Parameters:
  ///   - type: A type.
  ///   - kind: The kind of type the caller expects.
  package init?(of type: Any.Type, kind: Kind) {
    #if _ptrauth(_arm64e)
    // Metadata pointers are signed there.
    return nil
    #else
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let word = MemoryLayout<UnsafeRawPointer>.size
    let descriptorOffset: Int
    switch (kind, metadata.load(as: UInt.self)) {
    case (.struct, 0x200), (.enum, 0x201): descriptorOffset = word
    #if !_runtime(_ObjC)
    // The kind word, the superclass, then seven 32- and 16-bit fields before the descriptor;
    // with Objective-C, class metadata starts with an `isa` and has three more words, untested.
    case (.class, 0): descriptorOffset = 2 * word + 24
    #endif
    default: return nil
    }
    guard
      let descriptor = metadata.load(fromByteOffset: descriptorOffset, as: UnsafeRawPointer?.self),
      descriptor.load(as: UInt32.self) & 0x1F == kind.rawValue,
      let fields = Self.relativeTarget(at: descriptor + 16)
    else { return nil }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return nil }
    var records: [Record] = []
    for index in 0..<recordCount {
      let record = fields + 16 + index * recordSize
      guard let name = Self.relativeTarget(at: record + 8) else { return nil }
      records.append(
        Record(
          flags: record.load(as: UInt32.self),
          name: String(cString: name.assumingMemoryBound(to: CChar.self)),
          typeName: Self.relativeTarget(at: record + 4)
        )
      )
    }
    self.records = records
    self.descriptor = descriptor
    #endif
  }

  /// Follows a 32-bit offset stored relative to its own address, as the runtime's records do.
  package static func relativeTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : address + Int(offset)
  }
}

extension FieldRecords.Record {
  /// Whether the property is declared `unowned`, optional or not: its mangled type ends in
  /// `Xo`, where a `weak` one ends in `Xw` and an `unowned(unsafe)` one in `Xu`.
  package var isUnowned: Bool { typeNameBytes.suffix == "Xo" }

  /// The record's type as its declaration names it, resolved in the value type it belongs to,
  /// whose generic arguments it may name; `nil` for a case without a payload.
  ///
  /// - Parameters:
  ///   - descriptor: The context descriptor of the type the record belongs to.
  ///   - type: That type, a struct or enum.
  /// - Returns: The type, or `nil` when the runtime cannot resolve its name.
  package func declaredType(in descriptor: UnsafeRawPointer, of type: Any.Type) -> Any.Type? {
    guard let typeName else { return nil }
    // A value type's generic arguments follow its kind and its descriptor.
    let genericArguments =
      unsafeBitCast(type, to: UnsafeRawPointer.self) + 2 * MemoryLayout<UnsafeRawPointer>.size
    let resolved = typeByMangledNameInContext?(
      typeName.assumingMemoryBound(to: UInt8.self),
      UInt(typeNameBytes.length),
      descriptor,
      genericArguments
    )
    return resolved.map { unsafeBitCast($0, to: Any.Type.self) }
  }

  /// The mangled type name's length in bytes, and its last two characters that are not part of
  /// a symbolic reference, whose bytes after the marker are an offset or an address and may be
  /// anything.
  private var typeNameBytes: (length: Int, suffix: String) {
    guard let start = typeName else { return (0, "") }
    var byte = start
    var tail: [UInt8] = []
    while case let marker = byte.load(as: UInt8.self), marker != 0 {
      switch marker {
      case 0x01...0x17:
        byte += 5
        tail = []
      case 0x18...0x1F:
        byte += 1 + MemoryLayout<UnsafeRawPointer>.size
        tail = []
      default:
        tail = Array((tail + [marker]).suffix(2))
        byte += 1
      }
    }
    return (byte - start, String(decoding: tail, as: UTF8.self))
  }
}

/// The runtime's `swift_getTypeByMangledNameInContext`: a mangled name, its length, the
/// context it is written in and that context's generic arguments.
private typealias TypeByMangledNameInContext =
  @convention(c) (
    UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?
  ) -> UnsafeRawPointer?

/// The runtime's lookup, found by name as `swift_isDeallocating` is (Swift reserves its
/// runtime's names): its arguments and result are pointers and integers, which the Swift and C
/// conventions pass alike.
private let typeByMangledNameInContext: TypeByMangledNameInContext? = {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_getTypeByMangledNameInContext") else {
    return nil
  }
  return unsafeBitCast(symbol, to: TypeByMangledNameInContext.self)
  #else
  return nil
  #endif
}()
