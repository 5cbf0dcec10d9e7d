/// A tuple's elements, taken out by a cast to a tuple of `Any` rather than through `Mirror`.
///
/// An enum case's associated values are a tuple, and `Mirror` costs about 0.4 µs for each of its
/// elements; casting the tuple to one of as many `Any` elements, which public Swift does element
/// by element whatever the labels, costs about 0.1 µs for all of them. Each element comes out as
/// `Mirror` hands it over, or held once less deeply when its declared type is an existential,
/// which the renderer looks through either way (see ``RenderPlan/concrete(_:)``).
enum TupleElements {
  /// Returns a tuple's elements, or `nil` when it has none, one, or more than eight: a wider tuple,
  /// rare in a view state, goes through `Mirror`.
  ///
  /// - Parameters:
  ///   - tuple: A tuple, held directly.
  ///   - count: How many elements its type has.
  /// - Returns: The elements, in order.
  static func elements(of tuple: Any, count: Int) -> [Any]? {
    switch count {
    case 2:
      (tuple as? (Any, Any)).map { [$0.0, $0.1] }
    case 3:
      (tuple as? (Any, Any, Any)).map { [$0.0, $0.1, $0.2] }
    case 4:
      (tuple as? (Any, Any, Any, Any)).map { [$0.0, $0.1, $0.2, $0.3] }
    case 5:
      (tuple as? (Any, Any, Any, Any, Any)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
    case 6:
      (tuple as? (Any, Any, Any, Any, Any, Any)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
    case 7:
      (tuple as? (Any, Any, Any, Any, Any, Any, Any)).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
      }
    case 8:
      (tuple as? (Any, Any, Any, Any, Any, Any, Any, Any)).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
      }
    default:
      nil
    }
  }
}
