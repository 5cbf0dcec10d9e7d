#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells which unowned references of a value point at an object already deinitialized.
///
/// It does so without loading the reference: loading it stops the process
/// ("Attempted to read an unowned reference but object was already deallocated"), and `Mirror`
/// loads every property it lists.
///
/// Asks the runtime's reflection entry points the standard library's `_forEachField` is built on,
/// which also report whether a property is strong, and the runtime's `swift_isDeallocating` about
/// the object the reference points at, whose memory an unowned reference keeps allocated. An
/// `unowned(unsafe)` reference keeps nothing allocated: one to a freed object is not told apart.
package enum UnownedFields {
  /// The names, by their indexes among the type's own stored properties as its mirror lists them,
  /// of those that hold an unowned reference to a deinitialized object; empty when the mode reads
  /// no metadata.
  ///
  /// - Parameters:
  ///   - type: A struct or class type; for a class, one level of its hierarchy.
  ///   - count: The number of stored properties the type's own mirror lists.
  ///   - storage: The start of a struct value, or the object a class's properties sit in.
  /// - Returns: The names of the properties not to read, by index.
  package static func freed(
    in type: Any.Type,
    count: Int,
    storage: UnsafeRawPointer
  ) -> [Int: String] {
    #if _ptrauth(_arm64e) || _runtime(_ObjC)
    // Signed pointers there; with Objective-C, an unowned reference to an object that may not
    // be Swift's is a side allocation, not the object's address.
    return [:]
    #else
    guard RuntimeMode.current.readsMetadata, let isDeallocating = Self.isDeallocating else {
      return [:]
    }
    // A class's mirror lists its own properties; the runtime's indexes start at its root's.
    let first = recursiveCount(type) - count
    guard first >= 0 else { return [:] }
    let own = FieldRecords(of: type, kind: type is AnyClass ? .class : .struct)?.records
    var freed: [Int: String] = [:]
    for index in 0..<count {
      var field = FieldRecord()
      let fieldType = recursiveChildMetadata(type, index: first + index, field: &field)
      defer { field.freeName?(field.name) }
      // A weak reference loads as `nil` once the object is gone; an optional one is weak
      // unless the field records say `unowned`.
      guard !field.isStrong else { continue }
      if fieldType is any OptionalReference.Type {
        guard let own, own.indices.contains(index), own[index].isUnowned else { continue }
      }
      let offset = recursiveChildOffset(type, index: first + index)
      let object = storage.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
      if let object, isDeallocating(object) {
        freed[index] = field.name.map { String(cString: $0) } ?? ""
      }
    }
    return freed
    #endif
  }

  /// The runtime's `swift_isDeallocating`, a C function, looked up by name: Swift reserves its
  /// runtime's names, so they cannot be declared.
  private static let isDeallocating: (@convention(c) (UnsafeRawPointer) -> Bool)? = {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_isDeallocating") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer) -> Bool).self)
    #else
    return nil
    #endif
  }()
}

/// An optional, the type of every weak reference and of an optional unowned one.
private protocol OptionalReference {}

extension Optional: OptionalReference {}

/// The runtime's description of one stored property, laid out as the standard library's
/// `_FieldReflectionMetadata`.
private struct FieldRecord {
  var name: UnsafePointer<CChar>?
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
  var isStrong = false
  var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func recursiveChildMetadata(
  _ type: Any.Type,
  index: Int,
  field: UnsafeMutablePointer<FieldRecord>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func recursiveChildOffset(_ type: Any.Type, index: Int) -> Int
