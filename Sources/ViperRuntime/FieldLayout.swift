@_spi(Reflection) import Swift

/// Where a struct's or tuple's stored properties sit in its memory, as the runtime reports them
/// through the standard library's reflection SPI; the renderer reads them from there.
package enum FieldLayout {
  /// One stored property: its name (`.0` for an unlabeled tuple element), its offset in bytes
  /// from the start of the value, and its type.
  package typealias Field = (name: String, offset: Int, type: Any.Type)

  /// The stored properties of a struct or tuple, a property wrapper's storage (`_count`) given
  /// as the wrapped property (`count`) where its `wrappedValue` is stored; `nil` when one of them
  /// cannot be copied out of memory as its declared type (a weak or unowned reference, or a
  /// property the runtime does not describe), or when the mode reads no metadata.
  ///
  /// - Parameter type: A struct or tuple type.
  /// - Returns: The properties, in declaration order.
  package static func storedFields(of type: Any.Type) -> [Field]? {
    guard RuntimeMode.current.readsMetadata else { return nil }
    func allStrong<Root>(_ root: Root.Type) -> Bool {
      _forEachFieldWithKeyPath(of: root) { _, _ in true }
    }
    guard _openExistential(type, do: allStrong) else { return nil }
    var fields: [Field] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, _ in
      let name = String(cString: name)
      if let wrapped = wrappedValueField(ofStorage: name, type: fieldType) {
        fields.append((String(name.dropFirst()), offset + wrapped.offset, wrapped.type))
      } else {
        fields.append((name, offset, fieldType))
      }
      return true
    }
    return complete ? fields : nil
  }

  /// The stored `wrappedValue` of a property wrapper's storage, such as `_count` for a property
  /// `count`, so that the property renders under its own name with its value.
  ///
  /// - Parameters:
  ///   - name: The stored property's name.
  ///   - type: Its type.
  /// - Returns: Where the wrapped value sits in the storage, and its type; `nil` for any other
  ///   property, or a wrapper whose `wrappedValue` is computed.
  private static func wrappedValueField(
    ofStorage name: String,
    type: Any.Type
  ) -> (offset: Int, type: Any.Type)? {
    guard name.hasPrefix("_"), name.count > 1 else { return nil }
    var wrapped: (offset: Int, type: Any.Type)?
    _ = _forEachField(of: type) { fieldName, offset, fieldType, _ in
      guard String(cString: fieldName) == "wrappedValue" else { return true }
      wrapped = (offset, fieldType)
      return false
    }
    return wrapped
  }
}
