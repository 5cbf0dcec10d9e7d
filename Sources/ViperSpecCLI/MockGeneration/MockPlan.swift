/// Everything `viper-spec mocks` would write, worked out before anything is written.
struct MockPlan: Equatable, Sendable {
  /// A mock the package lacks or holds in another form, with what is there now.
  struct Change: Equatable, Sendable {
    let file: GeneratedFile
    /// The file's contents now; `nil` when it does not exist.
    let current: String?
  }

  /// The mocks to write: new, or different from what the file holds.
  var changes: [Change] = []
  /// The mocks that already match their protocols.
  var unchanged: [String] = []
  /// Starting recorder views for view protocols that have none.
  var recorderViews: [GeneratedFile] = []
  /// What was left alone, and why.
  var notes: [String] = []
  /// The protocols no mock can be written for, each requirement at its file and line: the other
  /// mocks are written all the same.
  var refusals: [String] = []
}
