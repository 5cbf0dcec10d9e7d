/// A minimal line diff computed with Myers' linear-space algorithm.
///
/// Lines are interned to integers first, common prefixes and suffixes are trimmed at every level,
/// and the middle snake splits the rest, so one change in 10,000 lines costs a few passes over the
/// text, and repetitive text (many equal lines) stays fast and minimal.
///
/// ```swift
/// let operations = LineDiff(old: ["a", "b"], new: ["a", "c"]).operations
/// // [.equal(old: 0, new: 0), .delete(old: 1), .insert(new: 1)]
/// ```
public struct LineDiff: Sendable {
  /// One step of the edit script, with indices into the old and new lines.
  public enum Operation: Equatable, Sendable {
    /// The line is in both texts.
    case equal(old: Int, new: Int)
    /// The old line is not in the new text.
    case delete(old: Int)
    /// The new line is not in the old text.
    case insert(new: Int)
  }

  /// The edit script that turns the old lines into the new ones, in order.
  public let operations: [Operation]

  /// Computes the diff of two sequences of lines.
  ///
  /// - Parameters:
  ///   - old: The expected lines.
  ///   - new: The actual lines.
  public init<Line: Hashable>(old: [Line], new: [Line]) {
    var ids: [Line: Int] = [:]
    func id(_ line: Line) -> Int {
      if let id = ids[line] { return id }
      ids[line] = ids.count
      return ids.count - 1
    }
    self.init(interned: old.map(id), new: new.map(id))
  }

  /// Computes the diff of two sequences of line numbers, equal numbers meaning equal lines.
  init(interned old: [Int], new: [Int]) {
    var builder = EditScriptBuilder(a: old, b: new)
    builder.diff(aRange: 0..<old.count, bRange: 0..<new.count)
    self.operations = builder.operations
  }
}

/// The recursive Myers bisection that fills an edit script for two interned line arrays.
private struct EditScriptBuilder {
  let a: [Int]
  let b: [Int]
  var operations: [LineDiff.Operation] = []

  init(a: [Int], b: [Int]) {
    self.a = a
    self.b = b
    operations.reserveCapacity(max(a.count, b.count))
  }

  mutating func diff(aRange: Range<Int>, bRange: Range<Int>) {
    var aLow = aRange.lowerBound
    var bLow = bRange.lowerBound
    var aHigh = aRange.upperBound
    var bHigh = bRange.upperBound
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
    } else if let (x, y) = middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh) {
      diff(aRange: aLow..<x, bRange: bLow..<y)
      diff(aRange: x..<aHigh, bRange: y..<bHigh)
    } else {
      for index in aLow..<aHigh { operations.append(.delete(old: index)) }
      for index in bLow..<bHigh { operations.append(.insert(new: index)) }
    }
    for offset in 0..<suffix {
      operations.append(.equal(old: aHigh + offset, new: bHigh + offset))
    }
  }

  /// Finds the point where the forward and backward searches of the shortest edit script meet.
  private func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> (Int, Int)? {
    let n = aHigh - aLow
    let m = bHigh - bLow
    let maxD = (n + m + 1) / 2
    let offset = maxD
    let length = 2 * maxD + 2
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
    for d in 0..<maxD {
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
            return (aLow + x1, bLow + y1)
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
              return (aLow + x1, bLow + y1)
            }
          }
        }
        k2 += 2
      }
    }
    return nil
  }
}
