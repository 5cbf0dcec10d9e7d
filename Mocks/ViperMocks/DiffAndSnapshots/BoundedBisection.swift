/// Myers' linear-space bisection, with a limit on the cost each search for a middle snake may
/// reach.
///
/// Myers' search costs O((N + M) · D) for an edit script of D lines: linear when the change is
/// small, quadratic when the texts have little in common. Each search here stops at a cost of
/// `costLimit` per direction, and then either gives up, so that a caller can try a cheaper way,
/// or, as git's xdiff does, splits the texts where one of the two searches got furthest and goes
/// on with each part. That split is no longer minimal, but each part it cuts off has a script of
/// at most `costLimit` lines and is solved exactly, and the search that found it cost at most
/// about 4 · `costLimit` steps per line cut off. So the whole script costs
/// O((N + M) · `costLimit`) in every case, and is the minimal one whenever no search reached the
/// limit, which is always so for a script of at most 2 · `costLimit` lines.
///
/// Below the limit, the searches, the splits and the order of the operations are exactly those
/// of the unbounded algorithm, so that a small change reads as it always did.
struct BoundedBisection {
  /// What a search does when it reaches the cost limit.
  enum OnCostLimit {
    /// Abandons the whole script.
    case giveUp
    /// Splits where the forward or backward search got furthest, and goes on.
    case splitWhereFurthest
  }

  /// What a search for the middle snake found.
  private enum Search {
    /// The forward and backward searches met at this point of a minimal script.
    case meet(x: Int, y: Int)
    /// The two ranges have no line in common: all deleted, then all inserted.
    case nothingInCommon
    /// The search reached the cost limit; the point, if any, is where to split instead.
    case tooCostly(split: (x: Int, y: Int)?)
  }

  /// A part of the work left, kept on a stack instead of the call stack, since the splits of a
  /// large adversarial input nest one per `costLimit` lines, deeper than a test thread's stack.
  private enum Pending {
    case ranges(old: Range<Int>, new: Range<Int>)
    case equal(old: Int, new: Int, count: Int)
  }

  private let a: [Int]
  private let b: [Int]
  private let costLimit: Int
  private let onCostLimit: OnCostLimit
  private var operations: [LineDiff.Operation] = []

  /// Returns the minimal edit script of two sequences of line numbers, or `nil` when its search
  /// passes the cost limit.
  ///
  /// - Parameters:
  ///   - old: The old lines, equal numbers meaning equal lines.
  ///   - new: The new lines.
  ///   - costLimit: How far each search may go, per direction.
  /// - Returns: The script, or `nil` when finding it would cost more.
  static func minimalScript(old: [Int], new: [Int], costLimit: Int) -> [LineDiff.Operation]? {
    var bisection = BoundedBisection(a: old, b: new, costLimit: costLimit, onCostLimit: .giveUp)
    return bisection.run() ? bisection.operations : nil
  }

  /// Returns an edit script of two sequences of line numbers, minimal where the searches stay
  /// under the cost limit and good enough where they do not.
  ///
  /// - Parameters:
  ///   - old: The old lines, equal numbers meaning equal lines.
  ///   - new: The new lines.
  ///   - costLimit: How far each search may go, per direction.
  /// - Returns: The script.
  static func boundedScript(old: [Int], new: [Int], costLimit: Int) -> [LineDiff.Operation] {
    var bisection = BoundedBisection(
      a: old,
      b: new,
      costLimit: costLimit,
      onCostLimit: .splitWhereFurthest
    )
    _ = bisection.run()
    return bisection.operations
  }

  private init(a: [Int], b: [Int], costLimit: Int, onCostLimit: OnCostLimit) {
    self.a = a
    self.b = b
    self.costLimit = max(1, costLimit)
    self.onCostLimit = onCostLimit
    operations.reserveCapacity(max(a.count, b.count))
  }

  /// Fills the script, in order; returns false when a search gave up.
  private mutating func run() -> Bool {
    var pending: [Pending] = [.ranges(old: 0..<a.count, new: 0..<b.count)]
    while let next = pending.popLast() {
      switch next {
      case .equal(let old, let new, let count):
        for offset in 0..<count { operations.append(.equal(old: old + offset, new: new + offset)) }
      case .ranges(let old, let new):
        switch diff(old: old, new: new) {
        case .written: break
        case .gaveUp: return false
        case .split(let split):
          // Last in, first out: the left part, then the right part, then the common suffix.
          pending.append(
            .equal(old: split.suffix.old, new: split.suffix.new, count: split.suffix.count)
          )
          pending.append(.ranges(old: split.right.old, new: split.right.new))
          pending.append(.ranges(old: split.left.old, new: split.left.new))
        }
      }
    }
    return true
  }

  /// Where a range splits in two, with the common suffix that follows both parts.
  private struct Split {
    let left: (old: Range<Int>, new: Range<Int>)
    let right: (old: Range<Int>, new: Range<Int>)
    let suffix: (old: Int, new: Int, count: Int)
  }

  /// What became of a range.
  private enum Outcome {
    /// Its script is written.
    case written
    /// Its common prefix is written; the two parts and the common suffix are still to write.
    case split(Split)
    /// Its search reached the cost limit, and gives up.
    case gaveUp
  }

  /// Writes the common prefix, and the whole range when it needs no split.
  ///
  /// - Parameters:
  ///   - old: The range of old lines.
  ///   - new: The range of new lines.
  /// - Returns: Whether the range is written, split, or given up.
  private mutating func diff(old: Range<Int>, new: Range<Int>) -> Outcome {
    var aLow = old.lowerBound
    var bLow = new.lowerBound
    var aHigh = old.upperBound
    var bHigh = new.upperBound
    while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
      operations.append(.equal(old: aLow, new: bLow))
      aLow += 1
      bLow += 1
    }
    var suffix = 0
    while aHigh > aLow, bHigh > bLow, a[aHigh - 1] == b[bHigh - 1] {
      aHigh -= 1
      bHigh -= 1
      suffix += 1
    }
    if aLow == aHigh {
      for index in bLow..<bHigh { operations.append(.insert(new: index)) }
    } else if bLow == bHigh {
      for index in aLow..<aHigh { operations.append(.delete(old: index)) }
    } else {
      let point: (x: Int, y: Int)?
      switch middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh) {
      case .meet(let x, let y): point = (x, y)
      case .nothingInCommon: point = nil
      case .tooCostly(let split):
        guard onCostLimit == .splitWhereFurthest else { return .gaveUp }
        point = split
      }
      if let (x, y) = point {
        return .split(
          Split(
            left: (aLow..<x, bLow..<y),
            right: (x..<aHigh, y..<bHigh),
            suffix: (aHigh, bHigh, suffix)
          )
        )
      }
      for index in aLow..<aHigh { operations.append(.delete(old: index)) }
      for index in bLow..<bHigh { operations.append(.insert(new: index)) }
    }
    for offset in 0..<suffix {
      operations.append(.equal(old: aHigh + offset, new: bHigh + offset))
    }
    return .written
  }

  /// Searches for the point where the forward and backward searches of the shortest edit script
  /// meet, up to the cost limit.
  ///
  /// The arrays hold one entry per diagonal the search can reach, so a search costs memory in
  /// proportion to its limit, not to the ranges' length, however often the ranges are split.
  private func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> Search {
    let n = aHigh - aLow
    let m = bHigh - bLow
    let maxD = (n + m + 1) / 2
    // A search to cost d in each direction finds every script of up to 2 · d lines.
    let limit = min(maxD, costLimit + 1)
    let offset = limit
    let length = 2 * limit + 2
    var forward = [Int](repeating: -1, count: length)
    var backward = [Int](repeating: -1, count: length)
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    let delta = n - m
    let frontOverlaps = delta % 2 != 0
    var k1Start = 0
    var k1End = 0
    var k2Start = 0
    var k2End = 0
    for d in 0..<limit {
      var k1 = -d + k1Start
      while k1 <= d - k1End {
        let index = offset + k1
        var x1 =
          (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1]))
          ? forward[index + 1] : forward[index - 1] + 1
        var y1 = x1 - k1
        while x1 < n, y1 < m, a[aLow + x1] == b[bLow + y1] {
          x1 += 1
          y1 += 1
        }
        forward[index] = x1
        if x1 > n {
          k1End += 2
        } else if y1 > m {
          k1Start += 2
        } else if frontOverlaps {
          let mirrored = offset + delta - k1
          if mirrored >= 0, mirrored < length, backward[mirrored] != -1,
            x1 >= n - backward[mirrored]
          {
            return .meet(x: aLow + x1, y: bLow + y1)
          }
        }
        k1 += 2
      }
      var k2 = -d + k2Start
      while k2 <= d - k2End {
        let index = offset + k2
        var x2 =
          (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1]))
          ? backward[index + 1] : backward[index - 1] + 1
        var y2 = x2 - k2
        while x2 < n, y2 < m, a[aLow + n - x2 - 1] == b[bLow + m - y2 - 1] {
          x2 += 1
          y2 += 1
        }
        backward[index] = x2
        if x2 > n {
          k2End += 2
        } else if y2 > m {
          k2Start += 2
        } else if !frontOverlaps {
          let mirrored = offset + delta - k2
          if mirrored >= 0, mirrored < length, forward[mirrored] != -1 {
            let x1 = forward[mirrored]
            let y1 = offset + x1 - mirrored
            if x1 >= n - x2 {
              return .meet(x: aLow + x1, y: bLow + y1)
            }
          }
        }
        k2 += 2
      }
    }
    // A search that ran to the end without meeting proves the ranges share no line: a script
    // of n + m lines is the only one left.
    guard limit < maxD else { return .nothingInCommon }
    guard onCostLimit == .splitWhereFurthest else { return .tooCostly(split: nil) }
    return .tooCostly(
      split: furthest(forward: forward, backward: backward, offset: offset, n: n, m: m)
        .map { (aLow + $0.x, bLow + $0.y) }
    )
  }

  /// Returns the point, relative to the ranges' start, that the forward or backward search has
  /// brought furthest from its own corner, or `nil` when neither left its corner.
  ///
  /// Splitting there cuts off the part whose script the search already bounded by the limit,
  /// as xdiff's `xdl_split` does when its cost passes `mxcost`.
  private func furthest(
    forward: [Int],
    backward: [Int],
    offset: Int,
    n: Int,
    m: Int
  ) -> (x: Int, y: Int)? {
    var best: (x: Int, y: Int)?
    var bestProgress = 0
    for index in forward.indices where forward[index] >= 0 {
      let x = forward[index]
      let y = x - (index - offset)
      if x <= n, y >= 0, y <= m, x + y > bestProgress, (x, y) != (n, m) {
        best = (x, y)
        bestProgress = x + y
      }
    }
    for index in backward.indices where backward[index] >= 0 {
      let x = backward[index]
      let y = x - (index - offset)
      if x <= n, y >= 0, y <= m, x + y > bestProgress, (x, y) != (n, m) {
        best = (n - x, m - y)
        bestProgress = x + y
      }
    }
    return best
  }
}
