/// A problem the parser found in one place of a file, before it knows the file's path.
struct GherkinSyntaxError: Error, Equatable {
  /// Where the problem is.
  let location: GherkinLocation
  /// What is wrong and what Cucumber expects there.
  let message: String
}
