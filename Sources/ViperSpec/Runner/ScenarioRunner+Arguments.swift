/// A step's arguments made from its matched text, and its doc string compared with a transcript.
extension ScenarioRunner {
  static func makeArguments<World>(
    _ step: PickleStep,
    definition: StepDefinition<World>,
    captured: [String]
  ) throws -> StepArguments {
    var values: [any Sendable] = []
    if case .success(let expression) = definition.expression {
      for (type, argument) in zip(expression.parameterTypes, expression.arguments(step.text) ?? [])
      {
        values.append(try type.groupTransform(argument.group))
      }
    }
    return StepArguments(
      text: step.text,
      captured: captured,
      values: values,
      dataTable: step.dataTable.map(DataTable.init(rows:)),
      docString: step.docString
    )
  }

  static func compare(
    _ actual: String,
    step: PickleStep,
    pickle: Pickle,
    settings: RunSettings
  ) -> (StepStatus, String?) {
    let place = "\(pickle.uri):\(step.location.line)"
    if step.dataTable != nil {
      return (
        .failed,
        """
        Expected a fenced block under the transcript step at \(place), but found a table.

        A transcript is compared, and recorded, as a fenced code block; a table cannot hold it.

        To fix, replace the table with a fenced block (```), or leave the step without one and \
        run with \(RecordMode.environmentVariable)=missing to record it.
        """
      )
    }
    let expected = step.docString
    let normalizedActual = TranscriptComparison.normalized(actual)
    let isMissing = expected.map { TranscriptComparison.normalized($0).isEmpty } ?? true
    let mismatch = TranscriptComparison.mismatch(expected: expected ?? "", actual: actual)
    // An empty block says that nothing was recorded; it is missing only when something was.
    guard mismatch != nil || (expected == nil && isMissing) else { return (.passed, nil) }
    let shouldRecord =
      settings.recordMode == .all || (settings.recordMode == .missing && isMissing)
    if shouldRecord, !pickle.exampleValues.isEmpty,
      step.sourceDocString?.content.contains("<") == true
    {
      return (
        .failed,
        "\(place): \(mismatch ?? "")\n\nOutline blocks with placeholders are not re-recorded."
      )
    }
    if shouldRecord {
      do {
        let line = try settings.recorder.record(
          normalizedActual,
          replacing: step.sourceDocString,
          under: step.location,
          stepText: step.text,
          in: pickle.uri
        )
        let lineCount = normalizedActual.split(separator: "\n", omittingEmptySubsequences: false)
          .count
        return (
          .failed,
          """
          Recorded the transcript at \(pickle.uri):\(line) (\(lineCount) line(s)) for: \(step.keyword)\(step.text)

          A run that records fails, so that a recording is never mistaken for a passing check.

          Run the specs again to check it, and review the change with git diff.
          """
        )
      } catch let error as DocStringRecorderError {
        return (.failed, "Could not record the transcript: \(error)")
      } catch {
        return (
          .failed,
          "Could not record the transcript in \(pickle.uri): \(error)\n\nTo fix, make the file writable."
        )
      }
    }
    if isMissing {
      return (
        .failed,
        """
        Missing transcript at \(place): \(step.keyword)\(step.text)

        The step has no fenced block to compare with. The actual transcript is:
        \(normalizedActual)

        To fix, paste it in a fenced block under the step, or run again with \(RecordMode.environmentVariable)=missing where CI is not set to record it.
        """
      )
    }
    return (
      .failed,
      "Transcript mismatch at \(place): \(step.keyword)\(step.text)\n\n\(mismatch ?? "")\n\nTo re-record it in place, run with \(RecordMode.environmentVariable)=all where CI is not set."
    )
  }
}
