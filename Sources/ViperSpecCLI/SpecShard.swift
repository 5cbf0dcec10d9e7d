import Foundation

/// One share of a run's scenarios, so a CI matrix of N jobs runs every scenario exactly once.
///
/// A scenario's share comes from a hash of its file and name alone, so adding, removing or
/// reordering other scenarios or files never moves it to another share.
struct SpecShard: Equatable, Sendable {
  /// The share this run takes, from 1 to `count`.
  let index: Int
  /// How many shares the scenarios are split into.
  let count: Int

  /// Parses `K/N`, such as `2/3`.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: A `SpecCommandError` that says what a valid value is.
  init(parsing text: String) throws(SpecCommandError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw SpecCommandError(
        "Invalid --shard '\(text)': expected K/N with 1 ≤ K ≤ N, such as 1/3, 2/3 and 3/3 for a matrix of three jobs."
      )
    }
    self.index = index
    self.count = count
  }

  /// Tells whether a scenario falls in this share.
  ///
  /// - Parameters:
  ///   - pickle: The scenario.
  ///   - folder: The current folder, which relative paths start from.
  /// - Returns: Whether this run takes the scenario.
  func contains(_ pickle: Pickle, relativeTo folder: String) -> Bool {
    // The file's path from its package's root (else from the current folder), however the run
    // spelled it: `Specs/a`, `./Specs/a`, an absolute path, or `a` from inside `Specs`.
    let absolute = URL(fileURLWithPath: pickle.uri, relativeTo: URL(fileURLWithPath: folder))
      .standardizedFileURL.path
    let root = PackageRoot.containing(absolute) ?? folder
    let prefix = root.hasSuffix("/") ? root : root + "/"
    let uri = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    let row = pickle.exampleValues.map(\.value).joined(separator: "\u{1F}")
    // FNV-1a, 64 bits: Swift's Hasher is seeded per process, and shards run in separate jobs.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(uri)\u{1E}\(pickle.name)\u{1E}\(row)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    // FNV-1a's low bits depend on the bytes alone, not their order ("A to B" and "B to A" shared
    // a share of two): SplitMix64's finalizer mixes every bit into every other first.
    hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
    hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
    hash ^= hash >> 31
    return Int(hash % UInt64(count)) == index - 1
  }
}
