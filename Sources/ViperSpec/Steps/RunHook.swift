/// A hook that runs once before or after the whole run, as Cucumber's `BeforeAll` and `AfterAll`
/// do: it has no scenario, so no world.
package struct RunHook: Sendable {
  /// Whether it runs before the first scenario; otherwise after the last.
  package let isBefore: Bool
  /// The hook's name, for reports.
  package let name: String?
  /// The hook's code.
  package let body: @MainActor @Sendable () async throws -> Void
  /// The defining file's path.
  package let filePath: String
  /// The defining line.
  package let line: Int
  /// The hook's place among its library's definitions and hooks, in the order they were made.
  package let sequence: Int

  /// Runs the hook, keeping what it attached and what it threw.
  ///
  /// - Parameter clock: The run's clock.
  /// - Returns: The hook's result: keyword `BeforeAll` or `AfterAll`, text its name.
  @MainActor
  package func run(clock: any DateClock) async -> StepResult {
    var result = StepResult(
      keyword: isBefore ? "BeforeAll" : "AfterAll",
      text: name ?? "",
      line: line,
      status: .passed,
      message: nil
    )
    let collector = Scenario.Collector(clock: clock)
    result.startedAt = clock.now
    let place = "\(filePath.relativeToCurrentFolder):\(line)"
    do {
      try await Scenario.$collector.withValue(collector) { try await body() }
    } catch let unsupported where unsupported is PendingStep || unsupported is SkippedStep {
      result.status = .failed
      result.message = """
        The \(result.keyword) hook\(name.map { " '\($0)'" } ?? "") at \(place) threw \(type(of: unsupported)) \
        (\(unsupported)), but a hook that runs once for the whole run has no scenario to skip or \
        leave pending, so the run fails.

        To fix, let the hook finish, or throw from a Before hook or a step instead.
        """
      result.thrown = ThrownError(unsupported, at: place)
    } catch {
      result.status = .failed
      result.message = """
        The \(result.keyword) hook\(name.map { " '\($0)'" } ?? "") at \(place) failed.

        It threw: \(error)

        To fix, correct the hook, or the code it calls.
        """
      result.thrown = ThrownError(error, at: place)
    }
    result.finishedAt = clock.now
    result.attachments = collector.all
    return result
  }
}
