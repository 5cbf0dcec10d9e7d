/// The error the Compatibility Kit's failing steps throw, described by its message alone, as a
/// JavaScript `Error` is.
struct KitError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
