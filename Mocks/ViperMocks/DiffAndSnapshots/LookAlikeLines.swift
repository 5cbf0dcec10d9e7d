import Foundation

/// The check that no removed line of a diff may look the same as a different added line, in
/// time linear in the lines.
///
/// Two shown lines may look the same to a reader when they are equal once compatibility
/// characters are folded (the ligature `ﬁ` for `fi`; equal lines too), or when they have as many
/// characters and differ only where one of them has a character outside ASCII (a Cyrillic `е`
/// for a Latin `e`). Comparing every removed line with every added one, folding both each time,
/// took minutes on two transcripts of 8,000 lines with nothing in common.
///
/// The first rule needs no pairs: each line is folded once, and the removed lines are looked up
/// by their folded text. The second cannot be decided in linear time in general (it matches
/// patterns with wildcards on both sides, which is as hard as finding two orthogonal vectors),
/// so its candidates are narrowed to lines of the same length of which one holds a character
/// outside ASCII, and compared pair by pair within a budget linear in the lines' length. A
/// transcript is mostly ASCII, so the budget is rarely touched; past it, the check answers that
/// it cannot tell, and the diff escapes every line as it does for lines that look alike, so that
/// it still never shows two lines that look equal.
enum LookAlikeLines {
  /// What the check found.
  enum Verdict: Equatable {
    /// No removed line looks like a different added line.
    case distinct
    /// A removed line and a different added line may look the same.
    case lookAlike
    /// The second rule had more pairs to compare than its budget allows.
    case tooManyToCompare
  }

  /// A changed line as the diff shows it, and as it is.
  struct Changed {
    /// The line as shown, without its marker, with its no-newline note if any: that note
    /// already tells such lines apart.
    let shown: String
    /// The line's text: a line moved is shown and is the same on both sides, which is no
    /// disguise.
    let text: Substring
    /// Whether the line is shown as it is, every byte printable ASCII.
    let isShownAsItIs: Bool
  }

  /// Whether any removed line may look the same as a different added one.
  ///
  /// - Parameters:
  ///   - removed: The removed lines, in the diff's order.
  ///   - added: The added lines, in the diff's order.
  /// - Returns: The verdict; the same for the same lines on every run.
  static func verdict(removed: [Changed], added: [Changed]) -> Verdict {
    // Two lines shown as they are, in printable ASCII, look alike only when they are equal,
    // which is a line moved, not a disguise: the usual diff needs no lookup at all.
    guard !removed.isEmpty, !added.isEmpty,
      removed.contains(where: { !$0.isShownAsItIs }) || added.contains(where: { !$0.isShownAsItIs })
    else { return .distinct }
    let removedKeys = removed.map(Key.init)
    let addedKeys = added.map(Key.init)
    if foldedAlike(removed, removedKeys, added, addedKeys) { return .lookAlike }
    return alikeOutsideASCII(removed, removedKeys, added, addedKeys)
  }

  /// What the two rules compare a line by, computed once per line.
  private struct Key {
    /// The line with compatibility characters folded; the line itself when it is printable
    /// ASCII, which folds to itself.
    let folded: String
    /// Each character's ASCII value, or `nil` for a character outside ASCII; `nil` when the line
    /// is printable ASCII, whose bytes are its characters.
    let characters: [UInt8?]?
    /// How many characters the line has.
    let count: Int

    init(_ line: Changed) {
      // Any other line, ASCII or not, is read as a reader sees it, one character at a time.
      if line.shown.isPrintableASCII() {
        folded = line.shown
        characters = nil
        count = line.shown.utf8.count
      } else {
        folded = line.shown.precomposedStringWithCompatibilityMapping
        // `\r\n` is ASCII, equal only to itself: 0x80 is no ASCII value.
        let values = line.shown.map { $0 == "\r\n" ? 0x80 : $0.asciiValue }
        characters = values
        count = values.count
      }
    }

    /// The character at a position, or `nil` when it is outside ASCII.
    func character(at index: Int, of line: Changed) -> UInt8? {
      guard let characters else {
        return line.shown.utf8[line.shown.utf8.index(line.shown.utf8.startIndex, offsetBy: index)]
      }
      return characters[index]
    }
  }

  /// Whether a removed and a different added line are equal once folded: by lookup, each
  /// folded text keeping the first removed line's text and whether another text shares it.
  private static func foldedAlike(
    _ removed: [Changed],
    _ removedKeys: [Key],
    _ added: [Changed],
    _ addedKeys: [Key]
  ) -> Bool {
    var byFolded: [String: (text: Substring, varied: Bool)] = [:]
    for (line, key) in zip(removed, removedKeys) {
      if let first = byFolded[key.folded] {
        if !first.varied, first.text != line.text { byFolded[key.folded] = (first.text, true) }
      } else {
        byFolded[key.folded] = (line.text, false)
      }
    }
    return zip(added, addedKeys).contains { line, key in
      guard let first = byFolded[key.folded] else { return false }
      return first.varied || first.text != line.text
    }
  }

  /// Whether a removed and a different added line of the same length differ only where one of
  /// them has a character outside ASCII; lines that are both ASCII were settled by the folded
  /// lookup, so only pairs with a line outside ASCII are compared.
  private static func alikeOutsideASCII(
    _ removed: [Changed],
    _ removedKeys: [Key],
    _ added: [Changed],
    _ addedKeys: [Key]
  ) -> Verdict {
    // Arrays in the lines' order, not a dictionary's, so that a budget cut the same pairs on
    // every run.
    var allRemoved: [Int: [Int]] = [:]
    var removedOutsideASCII: [Int: [Int]] = [:]
    var characterCount = 0
    for (index, key) in removedKeys.enumerated() {
      allRemoved[key.count, default: []].append(index)
      if key.characters != nil { removedOutsideASCII[key.count, default: []].append(index) }
      characterCount += key.count
    }
    characterCount += addedKeys.reduce(0) { $0 + $1.count }
    var budget = 1_000_000 + 16 * characterCount
    for (addedIndex, addedKey) in addedKeys.enumerated() {
      let candidates =
        (addedKey.characters == nil
          ? removedOutsideASCII[addedKey.count] : allRemoved[addedKey.count]) ?? []
      for removedIndex in candidates {
        budget -= 1
        guard budget > 0 else { return .tooManyToCompare }
        let removedKey = removedKeys[removedIndex]
        var position = 0
        while position < addedKey.count {
          let left = removedKey.character(at: position, of: removed[removedIndex])
          let right = addedKey.character(at: position, of: added[addedIndex])
          if let left, let right, left != right { break }
          position += 1
        }
        budget -= position
        if position == addedKey.count, removed[removedIndex].text != added[addedIndex].text {
          return .lookAlike
        }
      }
    }
    return .distinct
  }
}
