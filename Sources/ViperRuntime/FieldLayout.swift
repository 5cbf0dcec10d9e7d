@_spi(Reflection) import Swift

/// Where a struct's or tuple's stored properties sit in its memory, as the runtime reports them
/// through the standard library's reflection SPI; the renderer reads them from there.
package enum FieldLayout {
  /// One stored property: its name as the runtime spells it (`.0` for an unlabeled tuple
  /// element, `_count` for a property wrapper's storage), its offset in bytes from the start of
  /// the value, its type, and what the type's values are made of.
  package typealias Field = (name: String, offset: Int, type: Any.Type, storage: Storage)

  /// What a stored property's values are made of, which says whether its own fields can be
  /// looked up at all: asking the runtime for an existential's fields stops the process.
  package enum Storage: Sendable {
    /// A struct or tuple, whose fields sit inside the value at offsets of their own.
    case inline
    /// A class instance, whose fields sit behind a reference.
    case object
    /// Anything else: an enum, an optional, an existential, a function, a metatype.
    case other
  }

  /// The stored properties of a struct or tuple; `nil` when one of them cannot be copied out of
  /// memory as its declared type (a weak or unowned reference, or a property the runtime does
  /// not describe), or when the mode reads no metadata.
  ///
  /// - Parameter type: A struct or tuple type.
  /// - Returns: The properties, in declaration order.
  package static func storedFields(of type: Any.Type) -> [Field]? {
    guard RuntimeMode.current.readsMetadata, copiesEveryField(of: type) else { return nil }
    return fields(of: type)
  }

  /// The stored properties of a struct or tuple type, strong or not, in declaration order.
  ///
  /// - Parameter type: A type whose storage is ``Storage/inline``, as a ``Field`` reports it.
  /// - Returns: The properties, or `nil` when the runtime describes them only in part.
  package static func fields(of type: Any.Type) -> [Field]? {
    var fields: [Field] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, kind in
      fields.append((String(cString: name), offset, fieldType, storage(of: kind)))
      return true
    }
    return complete ? fields : nil
  }

  /// Whether one stored property of a struct or tuple can be copied out of memory as its
  /// declared type: a strong reference, or no reference at all, of a kind the runtime describes.
  ///
  /// - Parameters:
  ///   - name: The property's name, as ``fields(of:)`` spells it.
  ///   - type: A type whose storage is ``Storage/inline``.
  /// - Returns: Whether the property is there and can be copied.
  package static func copiesField(named name: String, of type: Any.Type) -> Bool {
    // `.ignoreUnknown`, which the standard library declares as a `static var`: skips the fields
    // that cannot be copied instead of stopping at them.
    let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)
    func copies<Root>(_ root: Root.Type) -> Bool {
      var found = false
      _ = _forEachFieldWithKeyPath(of: root, options: ignoreUnknown) { fieldName, _ in
        found = String(cString: fieldName) == name
        return !found
      }
      return found
    }
    return _openExistential(type, do: copies)
  }

  private static func copiesEveryField(of type: Any.Type) -> Bool {
    func allStrong<Root>(_ root: Root.Type) -> Bool {
      _forEachFieldWithKeyPath(of: root) { _, _ in true }
    }
    return _openExistential(type, do: allStrong)
  }

  private static func storage(of kind: _MetadataKind) -> Storage {
    switch kind {
    case .struct, .tuple: .inline
    case .class, .objcClassWrapper, .foreignClass: .object
    default: .other
    }
  }
}
