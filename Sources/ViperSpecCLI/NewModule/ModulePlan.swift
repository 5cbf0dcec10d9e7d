/// Everything `viper-spec new` will write, worked out before anything is written.
struct ModulePlan: Equatable, Sendable {
  /// The files to create; none may exist.
  var created: [GeneratedFile] = []
  /// The files to change: the manifest and the spec runners.
  var changed: [GeneratedFile] = []
  /// What the user still has to do, if the generator could not do it.
  var notes: [String] = []
}
