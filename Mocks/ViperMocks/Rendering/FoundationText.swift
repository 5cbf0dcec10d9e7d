import Dispatch
import Foundation

/// The text of Foundation and Dispatch values whose reflection shows private storage, which
/// reads the same for different values or holds an address: each shows what tells it apart.
enum FoundationText {
  /// A character set as its members: the count, then up to four ranges of scalars, and a
  /// checksum of them all when more follow, so that two sets never read alike.
  static func characterSet(_ set: CharacterSet) -> String {
    let ranges = scalarRanges(of: set.bitmapRepresentation)
    let count = ranges.reduce(0) { $0 + $1.count }
    let shown = ranges.prefix(4).map { range -> String in
      let first = TextRenderer.quoted(String(Character(Unicode.Scalar(range.lowerBound) ?? " ")))
      guard range.count > 1 else { return first }
      let last = TextRenderer.quoted(String(Character(Unicode.Scalar(range.upperBound - 1) ?? " ")))
      return first + "…" + last
    }
    var text = "CharacterSet(\(count) scalars" + (shown.isEmpty ? "" : ": ")
    text += shown.joined(separator: ", ")
    if ranges.count > 4 {
      let checksum = ranges.reduce(into: Checksum()) { sum, range in
        sum.add(range.lowerBound)
        sum.add(range.upperBound)
      }
      text += ", … \(ranges.count - 4) more ranges, checksum \(checksum.hex)"
    }
    return text + ")"
  }

  /// The ranges of scalars a character set's bitmap holds: 8,192 bytes for the first plane, then
  /// for each other plane used, its number and 8,192 bytes; bit `n % 8` of byte `n / 8` is `n`.
  private static func scalarRanges(of bitmap: Data) -> [Range<UInt32>] {
    var ranges: [Range<UInt32>] = []
    var start: UInt32?
    var previous: UInt32 = 0
    func add(_ scalar: UInt32) {
      if start != nil, scalar == previous + 1 {
        previous = scalar
        return
      }
      if let open = start { ranges.append(open..<previous + 1) }
      start = scalar
      previous = scalar
    }
    let bytes = [UInt8](bitmap)
    var offset = 0
    var plane: UInt32 = 0
    while offset + 8192 <= bytes.count {
      for index in 0..<8192 where bytes[offset + index] != 0 {
        for bit in 0..<8 where bytes[offset + index] & (1 << bit) != 0 {
          add(plane << 16 | UInt32(index * 8 + bit))
        }
      }
      offset += 8192
      guard offset < bytes.count else { break }
      plane = UInt32(bytes[offset])
      offset += 1
    }
    if let open = start { ranges.append(open..<previous + 1) }
    return ranges
  }

  /// A calendar as its settings, not its storage; the root locale, whose identifier is empty,
  /// as `""`.
  static func calendar(_ calendar: Calendar) -> String {
    let locale = calendar.locale.map { $0.identifier.isEmpty ? #""""# : $0.identifier } ?? "nil"
    return "Calendar(\(calendar.identifier), timeZone: \(calendar.timeZone.identifier), "
      + "locale: \(locale), firstWeekday: \(calendar.firstWeekday), "
      + "minimumDaysInFirstWeek: \(calendar.minimumDaysInFirstWeek))"
  }

  /// A URL as its absolute string; a relative URL with its base, since it is not equal to the
  /// absolute URL it resolves to: `URL(string: "b", relativeTo: https://a.b/c/)`.
  static func url(_ url: URL) -> String {
    guard let base = url.baseURL else { return url.absoluteString }
    return "URL(string: \(TextRenderer.quoted(url.relativeString)), relativeTo: \(Self.url(base)))"
  }

  /// A number as its value; a Boolean as `true` or `false`, which its number would not tell
  /// apart from `1` and `0`.
  static func number(_ number: NSNumber) -> String {
    // `NSNumber(value: true)` is an instance of this private subclass on every platform.
    guard String(describing: type(of: number)) == "__NSCFBoolean" else { return number.stringValue }
    return number.boolValue ? "true" : "false"
  }

  /// An object whose reflection would show an address or a thread's number, as what tells it
  /// apart; `nil` for other objects.
  static func object(_ value: Any) -> String? {
    switch value {
    case let queue as DispatchQueue:
      return "DispatchQueue(label: \(TextRenderer.quoted(queue.label)))"
    case let queue as OperationQueue:
      // Without a name of its own, its name holds its address.
      let name = queue.name.flatMap { $0.hasPrefix("NSOperationQueue 0x") ? nil : $0 }
      return "OperationQueue(name: \(name.map(TextRenderer.quoted) ?? "nil"))"
    case let thread as Thread:
      // Not its name: on Linux an unstarted thread reports the name of the one asking.
      return thread.isMainThread ? "Thread(main)" : "Thread()"
    default:
      return nil
    }
  }

  /// An FNV-1a checksum, shown as eight hexadecimal digits.
  struct Checksum {
    private(set) var value: UInt32 = 2_166_136_261

    mutating func add(_ number: UInt32) {
      for shift in stride(from: 0, to: 32, by: 8) {
        value = (value ^ ((number >> UInt32(shift)) & 0xFF)) &* 16_777_619
      }
    }

    mutating func add(bytes: some Sequence<UInt8>) {
      for byte in bytes { value = (value ^ UInt32(byte)) &* 16_777_619 }
    }

    var hex: String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 8 - digits.count) + digits
    }
  }
}
