import Foundation

/// The fields envelopes share, written as Cucumber's messages spell them: results, arguments,
/// source references, timestamps and durations.
extension MessageStream {
  static func stepResult(
    _ name: StaticString,
    _ step: StepResult,
    duration: TimeInterval,
    to json: inout JSONWriter
  ) {
    json.object(name) { json in
      json.string("status", step.status.rawValue.uppercased())
      Self.duration("duration", duration, to: &json)
      // Cucumber's message is what the step's code said; ViperSpec's own explanation goes with
      // it when there is nothing thrown (an undefined step, a transcript that differs).
      if let thrown = step.thrown {
        json.string("message", thrown.message)
        json.object("exception") { json in
          json.string("type", thrown.type)
          json.string("message", thrown.message)
          // As Cucumber's: the error, then where in the spec (or hook) it was thrown.
          json.string("stackTrace", "\(thrown.type): \(thrown.message)\n\(thrown.place)")
        }
      } else if step.status == .failed, let message = step.message {
        json.string("message", message)
      }
    }
  }

  static func argument(_ argument: StepMatchArgument, to json: inout JSONWriter) {
    json.object { json in
      json.key("group")
      group(argument.group, to: &json)
      if let name = argument.parameterTypeName { json.string("parameterTypeName", name) }
    }
  }

  static func group(_ group: StepMatchGroup, to json: inout JSONWriter) {
    json.object { json in
      if let start = group.start { json.int("start", start) }
      if let value = group.value { json.string("value", value) }
      if !group.children.isEmpty {
        json.array("children") { json in
          for child in group.children { Self.group(child, to: &json) }
        }
      }
    }
  }

  static func sourceReference(_ filePath: String, _ line: Int, to json: inout JSONWriter) {
    json.object("sourceReference") { json in
      json.string("uri", filePath.relativeToCurrentFolder)
      json.object("location") { $0.int("line", line) }
    }
  }

  static func timestamp(_ date: Date, to json: inout JSONWriter) {
    duration("timestamp", date.timeIntervalSince1970, to: &json)
  }

  /// Seconds as Cucumber Messages' `{seconds, nanos}`, for a duration or a time since 1970.
  static func duration(
    _ name: StaticString,
    _ interval: TimeInterval,
    to json: inout JSONWriter
  ) {
    let clamped = max(interval, 0)
    let seconds = clamped.rounded(.down)
    let nanos = Int(((clamped - seconds) * 1_000_000_000).rounded())
    json.object(name) { json in
      json.int("seconds", Int(seconds))
      json.int("nanos", min(nanos, 999_999_999))
    }
  }
}
