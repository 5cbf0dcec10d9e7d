import Foundation
public import ViperCore

extension IDGenerator {
  /// A generator of predictable UUIDs: 00000000-0000-0000-0000-000000000001, then …002, and so on.
  ///
  /// ```swift
  /// let makeID = IDGenerator.sequential()
  /// makeID()  // 00000000-0000-0000-0000-000000000001
  /// ```
  ///
  /// - Parameter first: The number of the first identifier.
  /// - Returns: A generator whose identifiers count up from `first`.
  public static func sequential(startingAt first: Int = 1) -> IDGenerator {
    let counter = LockedState(first)
    return IDGenerator {
      let number = counter.withLock { value in
        defer { value += 1 }
        return value
      }
      let hex = String(number, radix: 16)
      let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
      return UUID(uuidString: "00000000-0000-0000-0000-\(digits)")
        ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
  }
}
