/// Why a report's file could not be opened, as the system says it.
struct ReportFileError: Error {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
