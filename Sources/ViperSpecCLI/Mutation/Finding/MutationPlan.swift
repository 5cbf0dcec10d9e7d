/// Every mutant of a module, numbered, with the sites each file's schema switches: what a run
/// builds once and then tests mutant by mutant.
package struct MutationPlan {
  /// One file of the module.
  struct File: Equatable {
    /// Its path relative to the package's root.
    var path: String
    /// Its source as written.
    var source: String
    /// Its sites to switch, numbered; sites switched off by a comment are not among them.
    var sites: [SchemaWriter.NumberedSite]
  }

  /// The module's files that have mutants, in path order.
  var files: [File]
  /// Every mutant, in the order of their numbers, from 1.
  package var mutants: [Mutant]
  /// The numbers of the mutants a comment switches off or `--since` leaves out: reported as
  /// ignored, never run.
  package var ignored: Set<Int>
  /// What the switching comments said that could not be followed, as `file:line: what`.
  var commentWarnings: [String]

  /// Finds a module's mutants.
  ///
  /// - Parameters:
  ///   - sources: Each file's path relative to the package's root, and its source.
  ///   - operators: The operators to use.
  ///   - lines: The lines to mutate by file, for `--since`; `nil` for every line.
  package init(
    sources: [(path: String, source: String)],
    operators: Set<MutationOperator>,
    lines: [String: Set<Int>]? = nil
  ) {
    let context = MutationContext(sources: sources.map(\.source))
    files = []
    mutants = []
    ignored = []
    commentWarnings = []
    for (path, source) in sources.sorted(by: { $0.path < $1.path }) {
      let map = SwiftCodeMap(source)
      let suppression = MutationSuppression(source)
      commentWarnings += suppression.warnings.map { "\(path):\($0.line): \($0.message)" }
      let positions = PositionTable(map.bytes)
      let found = MutantFinder(map: map, context: context).sites()
        .filter { operators.contains($0.mutationOperator) }
        .sorted {
          ($0.range.lowerBound, $0.mutationOperator) < ($1.range.lowerBound, $1.mutationOperator)
        }
      var sites: [SchemaWriter.NumberedSite] = []
      for site in found {
        let id = mutants.count + 1
        let start = positions.position(of: site.range.lowerBound)
        mutants.append(
          Mutant(
            id: id,
            mutationOperator: site.mutationOperator,
            file: path,
            start: start,
            end: positions.position(of: site.range.upperBound),
            original: MutationSite.text(site.range, of: map.bytes),
            replacement: site.replacement(in: map.bytes)
          )
        )
        let isOutside = lines.map { !($0[path]?.contains(start.line) ?? false) } ?? false
        if suppression.isOff(site.mutationOperator, line: start.line) || isOutside {
          ignored.insert(id)
        } else {
          sites.append(.init(id: id, site: site))
        }
      }
      if !found.isEmpty { files.append(File(path: path, source: source, sites: sites)) }
    }
  }
}

/// Turns byte offsets of a source into lines and columns, the column in characters.
struct PositionTable {
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
  }

  /// The line and column of a byte offset, both from 1.
  func position(of offset: Int) -> Mutant.Position {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    let line = low
    let column = String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self).count + 1
    return Mutant.Position(line: line + 1, column: column)
  }

  /// The byte offset of a line and a column in UTF-8 bytes, both from 1, as the compiler
  /// reports them.
  func offset(line: Int, byteColumn: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    return min(lineStarts[line - 1] + max(byteColumn - 1, 0), bytes.count)
  }
}
