/// Writes a file with every mutant of it in, each behind a switch on its number, so that one
/// build holds them all and the test process picks one by `VIPERSPEC_MUTANT` (mutant schemata,
/// as swift-mutation-testing and Stryker build them).
///
/// Sites nest: a statement removed may hold an operator changed. Each site's text is the
/// schema of its own code with the sites inside it already written.
package struct SchemaWriter {
  /// A site with the mutant number that switches it on.
  package struct NumberedSite: Equatable {
    package var id: Int
    package var site: MutationSite

    /// Numbers a site.
    package init(id: Int, site: MutationSite) {
      self.id = id
      self.site = site
    }
  }

  /// The file as written, and where each site's schema stands in it.
  package struct Written: Equatable {
    /// The source with the switches in.
    package var text: String
    /// Each site's bytes in ``text``, by mutant number: twice for a site inside one made twice.
    package var ranges: [Int: [Range<Int>]]
  }

  private let source: [UInt8]
  private var output: [UInt8] = []
  private var ranges: [Int: [Range<Int>]] = [:]

  /// Writes a file's schema.
  ///
  /// - Parameters:
  ///   - source: The file's original bytes.
  ///   - sites: Its sites, numbered; a site that overlaps another without nesting in it is
  ///     left out, as is the other's code it overlaps.
  /// - Returns: The schema.
  package static func write(source: [UInt8], sites: [NumberedSite]) -> Written {
    var writer = SchemaWriter(source: source)
    let ordered = nested(sites)
    writer.write(0..<source.count, sites: ordered[...])
    return Written(text: String(decoding: writer.output, as: UTF8.self), ranges: writer.ranges)
  }

  /// Sites in writing order: by start, the wider first, and of the same bytes the outer first;
  /// a site that crosses the end of one before it is dropped.
  static func nested(_ sites: [NumberedSite]) -> [NumberedSite] {
    let sorted = sites.sorted { left, right in
      if left.site.range.lowerBound != right.site.range.lowerBound {
        return left.site.range.lowerBound < right.site.range.lowerBound
      }
      if left.site.range.upperBound != right.site.range.upperBound {
        return left.site.range.upperBound > right.site.range.upperBound
      }
      if left.site.shape.nesting != right.site.shape.nesting {
        return left.site.shape.nesting > right.site.shape.nesting
      }
      return left.id < right.id
    }
    var kept: [NumberedSite] = []
    var open: [Range<Int>] = []
    for numbered in sorted {
      let range = numbered.site.range
      while let last = open.last, last.upperBound <= range.lowerBound { open.removeLast() }
      if let last = open.last, range.upperBound > last.upperBound { continue }
      kept.append(numbered)
      open.append(range)
    }
    return kept
  }

  private init(source: [UInt8]) {
    self.source = source
  }

  /// Writes the bytes of a range with the sites inside it, which come in writing order.
  private mutating func write(_ range: Range<Int>, sites: ArraySlice<NumberedSite>) {
    var cursor = range.lowerBound
    var index = sites.startIndex
    while index < sites.endIndex {
      let site = sites[index]
      var end = index + 1
      while end < sites.endIndex, site.site.range.lowerBound <= sites[end].site.range.lowerBound,
        sites[end].site.range.upperBound <= site.site.range.upperBound
      {
        end += 1
      }
      output += source[cursor..<site.site.range.lowerBound]
      let start = output.count
      write(site, inner: sites[(index + 1)..<end])
      ranges[site.id, default: []].append(start..<output.count)
      cursor = site.site.range.upperBound
      index = end
    }
    output += source[cursor..<range.upperBound]
  }

  /// Writes one site's schema around its code.
  private mutating func write(_ numbered: NumberedSite, inner: ArraySlice<NumberedSite>) {
    let on = MutationSwitches.isOn(numbered.id)
    let range = numbered.site.range
    switch numbered.site.shape {
    case .binaryOperator:
      append(MutationSwitches.operatorName(MutationSite.text(range, of: source), id: numbered.id))
    case .choice(let replacement):
      append("(\(on) ? \(replacement) : ")
      write(range, sites: inner)
      append(")")
    case .negation:
      append("((")
      write(range, sites: inner)
      append(") != \(on))")
    case .removal:
      append("if !\(on) { ")
      write(range, sites: inner)
      append(" }")
    case .duplication:
      write(range, sites: inner)
      append("; if \(on) { ")
      write(range, sites: inner)
      append(" }")
    case .swap(let first, let second):
      let firstInner = inner.filter { first.contains($0.site.range.lowerBound) }
      let secondInner = inner.filter { second.contains($0.site.range.lowerBound) }
      append("if \(on) { ")
      write(second, sites: secondInner[...])
      append("; ")
      write(first, sites: firstInner[...])
      append(" } else { ")
      write(range, sites: inner)
      append(" }")
    }
  }

  private mutating func append(_ text: String) {
    output += Array(text.utf8)
  }
}
