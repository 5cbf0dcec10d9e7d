/// Fails a test that uses a journal or test clock made by another test, or outside any test,
/// such as one kept in a `static let`.
///
/// Such an object belongs to the scope it was made in: its unasserted entries are checked when
/// that test ends, and its advances settle that test's work. Used by a second test, its entries
/// go unchecked and its settling watches the wrong test, so the second test fails instead, once.
final class SharedUseCheck: Sendable {
  private let owner: HarnessScope?
  private let kind: String
  /// The scopes already told, so that each test fails once however often it uses the object.
  private let toldScopes = LockedState<Set<ObjectIdentifier>>([])

  /// Creates the check for an object made now.
  ///
  /// - Parameters:
  ///   - owner: The scope the object was made in, if any.
  ///   - kind: What the object is, as the failure names it: `journal`, `test clock`.
  init(owner: HarnessScope?, kind: String) {
    self.owner = owner
    self.kind = kind
  }

  /// Whether the running test is not the one that made the object.
  var isForeign: Bool {
    guard let current = HarnessScope.current else { return false }
    return current !== owner
  }

  /// Returns the scope of the running test and the failure to report there, if that test did
  /// not make the object and was not told yet.
  func foreignUse() -> (scope: HarnessScope, message: String)? {
    guard let current = HarnessScope.current, current !== owner else { return nil }
    guard toldScopes.withLock({ $0.insert(ObjectIdentifier(current)).inserted }) else {
      return nil
    }
    let made = owner.map { "in the test at \(Self.place($0.location))" } ?? "outside any test"
    return (
      current,
      """
      Expected this \(kind) to be used only by the test that made it, but it was made \(made) \
      and is used by the test at \(Self.place(current.location)).

      A \(kind) kept in a static let or a global is shared by every test that touches it (a \
      static let is made by the first test that reads it): what one test leaves is checked, or \
      missed, by another, and the harness watches the wrong test's work.

      To fix, create the \(kind) inside the test, for instance as a property of the suite, \
      which Swift Testing makes anew for each test.
      """
    )
  }

  private static func place(_ location: SourceCodeLocation?) -> String {
    location.map { "\($0.fileID):\($0.line)" } ?? "(a spec scenario)"
  }
}
