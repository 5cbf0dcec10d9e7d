/// A reference that does not keep its object alive, to watch when the object is freed.
final class WeakReference {
  /// The object, or nil once it was freed.
  weak var object: AnyObject?

  /// Creates a reference.
  ///
  /// - Parameter object: The object to watch.
  init(_ object: AnyObject) {
    self.object = object
  }
}
