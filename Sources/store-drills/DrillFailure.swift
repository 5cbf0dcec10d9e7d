/// A drill's finding: what was lost or misread, printed as the drill fails.
struct DrillFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
