/// Writes JSON into one growing buffer of UTF-8 bytes, for the one-line Cucumber Messages
/// envelopes.
///
/// A run with `--messages` writes tens of thousands of small values; building each object as a
/// string of strings cost more than the rest of the stream. The writer appends in place and
/// puts the commas itself: a value or a key written after a value is preceded by one.
///
/// ```swift
/// var json = JSONWriter()
/// json.object { json in
///   json.string("name", "viper-spec")
///   json.array("tags") { json in json.string("@wip") }
/// }
/// json.endLine()
/// ```
struct JSONWriter {
  /// What has been written.
  private(set) var bytes: [UInt8] = []
  /// Whether the last thing written was a value, so the next key or element needs a comma.
  private var afterValue = false

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Forgets what has been written, keeping the buffer's capacity.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    afterValue = false
  }

  /// Ends an envelope's line.
  mutating func endLine() {
    bytes.append(UInt8(ascii: "\n"))
    afterValue = false
  }

  // MARK: Values, as array elements or after a key

  mutating func string(_ text: String) {
    separate()
    appendQuoted(text)
    afterValue = true
  }

  mutating func int(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    afterValue = true
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    afterValue = true
  }

  /// Appends JSON written before, such as a value kept to be written again.
  mutating func raw(_ json: [UInt8]) {
    separate()
    bytes.append(contentsOf: json)
    afterValue = true
  }

  mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  mutating func array(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "["))
    body(&self)
    close(UInt8(ascii: "]"))
  }

  // MARK: Fields of an object

  /// Writes a field's name; its value follows.
  ///
  /// Cucumber Messages' names need no escape.
  mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    afterValue = false
  }

  /// Writes a field's name that comes from the data, such as a file's path, escaped as a string
  /// is; its value follows.
  mutating func key(escaping name: String) {
    separate()
    appendQuoted(name)
    bytes.append(UInt8(ascii: ":"))
    afterValue = false
  }

  mutating func string(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  mutating func int(_ name: StaticString, _ value: Int) {
    key(name)
    int(value)
  }

  mutating func bool(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }

  mutating func object(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
    key(name)
    object(body)
  }

  mutating func array(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
    key(name)
    array(body)
  }

  /// Writes an array of strings.
  mutating func strings(_ name: StaticString, _ texts: [String]) {
    array(name) { json in
      for text in texts { json.string(text) }
    }
  }

  // MARK: Writing

  private mutating func separate() {
    if afterValue { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    afterValue = false
  }

  private mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
    afterValue = true
  }

  private mutating func appendQuoted(_ text: String) {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    bytes.append(quote)
    // Most texts need no escape: they go in whole.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == quote || $0 == backslash }) else {
      bytes.append(contentsOf: text.utf8)
      bytes.append(quote)
      return
    }
    // Byte by byte: every byte a JSON string must escape is ASCII, and the others (UTF-8's
    // multi-byte sequences included) go through as they are.
    for byte in text.utf8 {
      switch byte {
      case quote, backslash:
        bytes.append(backslash)
        bytes.append(byte)
      case UInt8(ascii: "\n"):
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"):
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"):
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "t"))
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(quote)
  }
}
