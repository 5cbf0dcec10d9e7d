/// An enum of the module, read for the cases a mock can use as a placeholder error.
struct EnumDeclaration: Equatable, Sendable {
  /// One case.
  struct Case: Equatable, Sendable {
    let name: String
    /// The associated values' labels (`nil` without) and types; empty for a plain case.
    let payload: [(label: String?, type: String)]

    static func == (left: Case, right: Case) -> Bool {
      left.name == right.name && left.payload.elementsEqual(right.payload) { $0 == $1 }
    }
  }

  let name: String
  let cases: [Case]
  /// The types and protocols its declaration names after `:`, such as `Error`.
  var inherited: [String] = []
}
