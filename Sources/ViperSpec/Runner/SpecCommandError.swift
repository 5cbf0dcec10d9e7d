/// An error in the command line or the files it names, shown as one line with exit status 2.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
