/// The text of a coding key of the app's own, as Swift writes it.
///
/// That is `CodingKeys.id`, not the description `CodingKey` gives every key,
/// `CodingKeys(stringValue: "id", intValue: nil)`.
///
/// Both runtime paths take the name from the key's string value, which is the case's name unless
/// the enum has string raw values; such a key shows its raw value instead,
/// `CodingKeys(rawValue: "item_name")`, since its case name is not public.
///
/// A key of the toolchain's that is a struct, such as the one `JSONDecoder` puts in a coding
/// path for a dictionary's key, has a private name; it reads as the cases of the decoder's own
/// key enum do: `.string("k")`, `.int(3)`, or `.both("three", 3)`.
enum CodingKeyText {
  /// Returns the text of a coding key enum's cases, or `nil` when the value is no such key.
  ///
  /// - Parameter value: A value of the type to plan.
  /// - Returns: Its text.
  static func leafText(for value: Any) -> LeafText? {
    let type = type(of: value)
    guard type is any CodingKey.Type else { return nil }
    let isEnum = Mirror(reflecting: value).displayStyle == .enum
    if TypeName.isToolchain(type) {
      // The toolchain's own enum keys carry payloads (a decoder's `.index(0)`), shown as enums
      // are.
      return isEnum ? nil : LeafText { ($0 as? any CodingKey).map(toolchainKeyText) ?? "" }
    }
    guard isEnum else { return nil }
    let name = TypeName.display(type)
    return LeafText { key in
      guard let key = key as? any CodingKey, Mirror(reflecting: key).children.isEmpty else {
        return "." + String(describing: key)
      }
      if let raw = (key as? any RawRepresentable)?.rawValue as? String {
        return "\(name)(rawValue: \(TextRenderer.quoted(raw)))"
      }
      return "\(name).\(key.stringValue)"
    }
  }

  /// A key whose type has a private name, as its string and integer values.
  private static func toolchainKeyText(_ key: any CodingKey) -> String {
    let string = TextRenderer.quoted(key.stringValue)
    guard let int = key.intValue else { return ".string(\(string))" }
    return key.stringValue == String(int) ? ".int(\(int))" : ".both(\(string), \(int))"
  }
}
