import ViperRuntime

/// The labeled children of a value rendered through `Mirror`.
extension TextRenderer {
  /// The name of a stored property as its declaration spells it: a `lazy var`'s storage is
  /// `$__lazy_storage_$_total` to the runtime.
  static func propertyName(_ label: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  /// Returns the children of a reflected value, labeled as the fast path labels them.
  ///
  /// A property wrapper's storage (`_count`) shows as the property (`count`) with its
  /// `wrappedValue`, and an `@Observable` class's storage as its properties.
  ///
  /// - Parameters:
  ///   - mirror: The value's mirror.
  ///   - value: The struct or object the mirror reflects, whose unowned references to objects
  ///     already deinitialized show as `(freed)` instead of being read; `nil` for other values.
  /// - Returns: The children.
  func labeled(_ mirror: Mirror, in value: Any? = nil) -> [(label: String?, value: Any)] {
    // A custom mirror's children are not the stored properties the runtime describes.
    let value = value.flatMap { $0 is any CustomReflectable ? nil : $0 }
    guard let value else { return labeled(mirror, storage: nil) }
    if type(of: value) is AnyClass {
      let object = Unmanaged.passUnretained(value as AnyObject).toOpaque()
      return labeled(mirror, storage: UnsafeRawPointer(object))
    }
    func inStorage<Value>(_ value: Value) -> [(label: String?, value: Any)] {
      withUnsafeBytes(of: value) { labeled(mirror, storage: $0.baseAddress) }
    }
    return _openExistential(value, do: inStorage)
  }

  private func labeled(
    _ mirror: Mirror,
    storage: UnsafeRawPointer?
  ) -> [(label: String?, value: Any)] {
    // A class's inherited fields first, as its initializers set them: a subclass's own mirror
    // leaves them out.
    // Inherited from a toolchain class, they are its storage.
    let inherited =
      mirror.superclassMirror.flatMap { superclass in
        TypeName.isToolchain(superclass.subjectType) ? nil : labeled(superclass, storage: storage)
      } ?? []
    let stored = readableChildren(of: mirror, storage: storage).map {
      (label: $0.label.map(Self.propertyName), value: $0.value)
    }
    let siblings = Set((inherited + stored).compactMap(\.label))
    let properties = stored.map { child -> (label: String?, value: Any) in
      guard let label = child.label, !label.hasPrefix(".") else { return (nil, child.value) }
      return PropertyWrapperStorage.property(label: label, value: child.value, siblings: siblings)
        ?? (label, child.value)
    }
    return inherited
      + ObservableStorage.properties(properties, label: \.label) { ($1, $0.value) }
  }

  /// The mirror's children, each read unless it is an unowned reference to a freed object.
  private func readableChildren(
    of mirror: Mirror,
    storage: UnsafeRawPointer?
  ) -> [(label: String?, value: Any)] {
    let count = mirror.children.count
    let freed =
      storage.map { UnownedFields.freed(in: mirror.subjectType, count: count, storage: $0) } ?? [:]
    guard !freed.isEmpty else { return mirror.children.map { ($0.label, $0.value) } }
    return zip(0..<count, mirror.children.indices).map { position, index in
      guard let name = freed[position] else {
        return (mirror.children[index].label, mirror.children[index].value)
      }
      return (name, FreedReference())
    }
  }
}

/// An unowned reference whose object is gone, which reading would stop the process for.
private struct FreedReference: TranscriptRepresentable {
  var transcriptDescription: String { "(freed)" }
}
