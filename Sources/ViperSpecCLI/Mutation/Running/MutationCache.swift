import Foundation
import ViperCore

/// The outcomes of an earlier run, kept in the scratch folder, each under a key made of the
/// whole package as the run read it (every file the copy holds: sources, tests, mocks, specs,
/// the manifest), the tests it ran and the mutant itself.
///
/// Any change to any of them gives every mutant a new key, so an outcome is reused only when
/// nothing that could change it did: a second run with nothing changed (to add `--html`, say)
/// builds and runs nothing. The toolchain is not in the key: after changing it, pass
/// `--no-cache`.
struct MutationCache {
  /// One kept outcome.
  struct Entry: Codable, Equatable {
    var status: String
    var killedBy: [String]
    var milliseconds: Int?
  }

  /// Where the cache is kept.
  let file: URL
  /// The kept outcomes by key.
  private(set) var entries: [String: Entry] = [:]

  /// Reads the cache; a missing or unreadable one is empty.
  ///
  /// - Parameter file: Where it is kept.
  init(file: URL) {
    self.file = file
    if let data = try? Data(contentsOfFileAt: file.path),
      let entries = try? JSONDecoder().decode([String: Entry].self, from: data)
    {
      self.entries = entries
    }
  }

  /// A mutant's key.
  ///
  /// - Parameters:
  ///   - mutant: The mutant.
  ///   - package: The digest of the package as the run read it.
  ///   - filter: The tests run.
  /// - Returns: The key, a hexadecimal SHA-256.
  static func key(of mutant: Mutant, package: String, filter: String) -> String {
    let parts = [
      package, filter, mutant.mutationOperator.name, mutant.file,
      "\(mutant.start.line):\(mutant.start.column)-\(mutant.end.line):\(mutant.end.column)",
      mutant.original, mutant.replacement,
    ]
    let bytes = Array(parts.joined(separator: "\u{0}").utf8)
    return SHA256.hexDigest(bytes)
  }

  /// The outcome kept for a mutant, if any.
  func outcome(of mutant: Mutant, key: String) -> MutantOutcome? {
    guard let entry = entries[key], let status = MutantOutcome.Status(rawValue: entry.status)
    else { return nil }
    return MutantOutcome(
      mutant: mutant,
      status: status,
      killedBy: entry.killedBy,
      milliseconds: entry.milliseconds
    )
  }

  /// Keeps a run's outcomes, and only those: a cache never outgrows one run.
  ///
  /// - Parameter outcomes: Each outcome with its key.
  func save(_ outcomes: [(key: String, outcome: MutantOutcome)]) {
    var kept: [String: Entry] = [:]
    for (key, outcome) in outcomes where outcome.status != .ignored {
      kept[key] = Entry(
        status: outcome.status.rawValue,
        killedBy: outcome.killedBy,
        milliseconds: outcome.milliseconds
      )
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(kept) else { return }
    try? data.write(to: file, options: .atomic)
  }
}
