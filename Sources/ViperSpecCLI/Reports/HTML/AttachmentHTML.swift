import Foundation

/// What a step attached, beside it: text and logs as text, links as links, pictures inline.
///
/// Nothing attached becomes markup: an HTML or SVG attachment shows as its source text, a link
/// only to an `http`, `https` or `mailto` address is followed, and a picture is shown only in a
/// format browsers draw without running anything (PNG, JPEG, GIF, WebP) from its own bytes.
enum AttachmentHTML {
  /// The attachments as a list, or nothing when there are none.
  static func list(_ attachments: [StepAttachment]) -> String {
    guard !attachments.isEmpty else { return "" }
    let items = attachments.enumerated().map { index, attachment in
      "<li>\(html(attachment, number: index + 1))</li>\n"
    }
    return "\n<ul class=\"attachments\" aria-label=\"Attachments\">\n\(items.joined())</ul>"
  }

  private static let pictures: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp"]

  private static func html(_ attachment: StepAttachment, number: Int) -> String {
    let name = attachment.fileName.map { "\($0) (\(attachment.mediaType))" } ?? attachment.mediaType
    let caption = "<span class=\"meta\">\(HTMLText.escaped(name))</span>"
    let mediaType = attachment.mediaType.lowercased()
    if attachment.isBase64, pictures.contains(mediaType), isBase64(attachment.body) {
      let alt = HTMLText.escaped(attachment.fileName ?? "Attachment \(number)")
      return
        "\(caption)<br><img alt=\"\(alt)\" src=\"data:\(mediaType);base64,\(attachment.body)\">"
    }
    guard let text = self.text(of: attachment) else {
      let size = Data(base64Encoded: attachment.body)?.count ?? 0
      return "\(caption) <span class=\"meta\">\(size) byte\(size == 1 ? "" : "s")</span>"
    }
    if mediaType == "text/uri-list" {
      let links = text.split(whereSeparator: \.isNewline).map { line -> String in
        guard let safe = HTMLText.safeLink(String(line)) else {
          return HTMLText.escaped(String(line))
        }
        return "<a href=\"\(safe)\">\(HTMLText.escaped(String(line)))</a>"
      }
      return links.joined(separator: "<br>")
    }
    if mediaType == "text/x.cucumber.log+plain" {
      return "<pre class=\"log\">\(HTMLText.escaped(text))</pre>"
    }
    return "\(caption)\n<pre>\(HTMLText.escaped(text))</pre>"
  }

  /// The attachment as text: its body, or its bytes when they are UTF-8; `nil` for binary.
  private static func text(of attachment: StepAttachment) -> String? {
    guard attachment.isBase64 else { return attachment.body }
    guard let bytes = Data(base64Encoded: attachment.body) else { return nil }
    return String(data: bytes, encoding: .utf8)
  }

  /// Whether the text is base64 alone, which cannot leave the `src` attribute it goes in.
  private static func isBase64(_ text: String) -> Bool {
    text.utf8.allSatisfy { byte in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
    }
  }
}
