/// The rule that tells whether an enum case's payload reads as its associated values or one value.
///
/// The runtime keeps a case's associated values as one payload, a tuple when there are several:
/// `case pair(Int, String)` holds an `(Int, String)`, `case point(x: Int, y: Int)` an
/// `(x: Int, y: Int)`, and their elements show as the case's values, `.pair(1, "a")`. A payload
/// the renderer knows to be one value keeps its own text, a tuple's parentheses included:
///
/// - `()`: a case has at least one associated value, so `case unit(())` holds one, `.unit(())`;
/// - a payload of an existential type (`case anything(Any)`): `.anything((1, "a"))`;
/// - a case of `Result`, whose every case holds one value: `.success((1, 2))`.
///
/// A case declared with one tuple, `case value((Int, String))`, holds the same payload type as
/// `.pair`, at the same layout, under the same field record (both mangled `Si_SSt`), and so does
/// a generic case bound to a tuple, `Box<(Int, Int)>.some`: neither `Mirror` nor the metadata
/// tells them apart, so they read as their elements, `.value(1, "a")`, as Swift's own `print`
/// writes them. Their case names still tell them apart; a type that must read otherwise conforms
/// to ``TranscriptRepresentable``.
enum EnumPayload {
  /// Returns whether a case's tuple payload stands for the case's associated values.
  ///
  /// - Parameters:
  ///   - payload: The payload, a tuple, as the runtime hands it over: held in a second
  ///     existential when the case declares an existential.
  ///   - enumType: The enum's type.
  /// - Returns: Whether the tuple's elements show as the case's values.
  static func listsAssociatedValues(_ payload: Any, of enumType: Any.Type) -> Bool {
    func openedType<Opened>(_: Opened) -> Any.Type { Opened.self }
    let type = type(of: payload)
    return type != Void.self && openedType(payload) == type
      && !(enumType is any SingleValueCases.Type)
  }
}

/// An enum of the standard library whose every case holds one value of a generic type, which
/// the runtime shows bound, as a tuple when it is bound to one.
private protocol SingleValueCases {}

extension Result: SingleValueCases {}
