/// A standard protocol a module's protocol may inherit, whose members a mock implements by the
/// mock's identity, as a class does: equal to itself only, described as its role.
enum StandardConformance: String, CaseIterable, Sendable {
  /// Met by Swift's own `id` for classes, `ObjectIdentifier(self)`: nothing to write.
  case identifiable = "Identifiable"
  case equatable = "Equatable"
  case hashable = "Hashable"
  case customStringConvertible = "CustomStringConvertible"
  case customDebugStringConvertible = "CustomDebugStringConvertible"

  /// The mock's members that meet it, `nonisolated` so that a main-actor mock meets them too.
  ///
  /// - Parameters:
  ///   - mock: The mock's type name.
  ///   - access: The mock's access level, with its trailing space.
  /// - Returns: The members' lines, indented one level.
  func members(of mock: String, access: String) -> [String] {
    switch self {
    case .identifiable:
      []
    case .equatable:
      equality(of: mock, access: access)
    case .hashable:
      equality(of: mock, access: access) + [
        "",
        "  \(access)nonisolated func hash(into hasher: inout Hasher) {",
        "    hasher.combine(ObjectIdentifier(self))",
        "  }",
      ]
    case .customStringConvertible:
      ["", "  \(access)nonisolated var description: String { journalSubject }"]
    case .customDebugStringConvertible:
      ["", "  \(access)nonisolated var debugDescription: String { journalSubject }"]
    }
  }

  private func equality(of mock: String, access: String) -> [String] {
    [
      "",
      "  \(access)nonisolated static func == (left: \(mock), right: \(mock)) -> Bool {",
      "    left === right",
      "  }",
    ]
  }
}
