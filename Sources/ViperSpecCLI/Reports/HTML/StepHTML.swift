import Foundation

/// One step or hook of a scenario as a list item: its status in words and a mark, keyword and
/// text, duration, doc string or data table, failure message and attachments.
struct StepHTML {
  let step: StepResult
  /// The pickle step it ran, whose doc string or data table it shows.
  let argument: PickleStep?

  var html: String {
    let status = "\(step.status)"
    var html = "<li class=\"step \(status)\"><span class=\"status\">\(Self.label(status))</span> "
    html += "<strong>\(HTMLText.escaped(step.keyword.trimmedWhitespace))</strong> "
    html += HTMLText.escaped(step.text)
    if let startedAt = step.startedAt, let finishedAt = step.finishedAt {
      html +=
        " <span class=\"time\">\(Self.duration(finishedAt.timeIntervalSince(startedAt)))</span>"
    }
    if let docString = argument?.docString {
      html += "\n<pre class=\"doc-string\"><code>\(HTMLText.escaped(docString))</code></pre>"
    }
    if let table = argument?.dataTable {
      let rows = table.map { row in
        "<tr>" + row.map { "<td>\(HTMLText.escaped($0))</td>" }.joined() + "</tr>\n"
      }
      html += "\n<table class=\"data-table\"><tbody>\n\(rows.joined())</tbody></table>"
    }
    if let message = step.message {
      html += "\n<pre class=\"message\">\(Self.message(message))</pre>"
    }
    html += AttachmentHTML.list(step.attachments)
    return html + "</li>\n"
  }

  /// A status as its mark and word, so that colour is never the only sign: `✗ Failed`.
  static func label(_ status: String) -> String {
    let mark =
      switch status {
      case "passed": "✓"
      case "failed": "✗"
      // Not `⏸`, the console's: common fonts draw no glyph for it.
      case "pending": "‖"
      case "skipped": "-"
      case "undefined": "?"
      case "ambiguous": "‼"
      default: ""
      }
    return "\(mark) \(status.prefix(1).uppercased())\(status.dropFirst())"
  }

  /// A duration as people read it: `12 ms`, `1.25 s`.
  static func duration(_ seconds: TimeInterval) -> String {
    guard seconds >= 1 else { return "\(Int((seconds * 1000).rounded())) ms" }
    let hundredths = Int((seconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// A failure message, escaped, with the lines of a transcript's diff marked as removed
  /// (`<del>`) and added (`<ins>`); their `-` and `+` stay, so colour is not the only sign.
  static func message(_ message: String) -> String {
    var inDiff = false
    var html = ""
    for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = HTMLText.escaped(String(line)) + "\n"
      if line.hasSuffix("(- expected, + actual):") {
        inDiff = true
      } else if line.hasPrefix("To fix") {
        inDiff = false
      } else if inDiff, line.hasPrefix("-") {
        html += "<del>\(text)</del>"
        continue
      } else if inDiff, line.hasPrefix("+") {
        html += "<ins>\(text)</ins>"
        continue
      }
      html += text
    }
    return html.hasSuffix("\n") ? String(html.dropLast()) : html
  }
}
