/// The Swift a schema build adds to the mutated module: the switch each mutant's code tests, and
/// an operator of its own for each operator mutant, which does the original or the replacement.
///
/// An operator mutant cannot be an `(on ? a <= b : a < b)` without knowing where its operands
/// start and end, which a token reader does not; an operator of the same precedence, named for
/// the mutant, takes the original's place and the same operands.
enum MutationSwitches {
  /// The environment variable that names the mutant switched on, by number.
  static let environmentVariable = "VIPERSPEC_MUTANT"

  /// The name of the file the switches are written to, in the module's folder.
  static let fileName = "ViperSpecMutantSwitches.swift"

  /// The call that tells whether a mutant is switched on.
  static func isOn(_ id: Int) -> String {
    "viperSpecMutantIsOn(\(id))"
  }

  /// The operator that stands for an operator mutant: the original followed by the mutant's
  /// number in four mathematical operator characters, which Swift lets an operator continue with.
  static func operatorName(_ original: String, id: Int) -> String {
    let digits: [Character] = ["\u{2218}", "\u{2219}", "\u{22C5}", "\u{2217}"]
    var suffix = ""
    var rest = id
    repeat {
      suffix.append(digits[rest % 4])
      rest /= 4
    } while rest > 0
    return original + suffix
  }

  /// The file that declares the switch and the operator mutants' operators.
  ///
  /// - Parameter operators: Each operator mutant's number, original and replacement.
  /// - Returns: The Swift source.
  static func source(operators: [(id: Int, original: String, replacement: String)]) -> String {
    var lines = [
      "// Written by viper-spec mutate into its scratch copy of the package: mutant N runs when",
      "// \(environmentVariable)=N.",
      "#if canImport(Darwin)",
      "  import Darwin",
      "#elseif canImport(Glibc)",
      "  import Glibc",
      "#elseif canImport(Musl)",
      "  import Musl",
      "#elseif canImport(ucrt)",
      "  import ucrt",
      "#endif",
      "",
      "nonisolated let viperSpecActiveMutant: Int =",
      "  getenv(\"\(environmentVariable)\").flatMap { Int(String(cString: $0)) } ?? 0",
      "",
      "@inline(__always) nonisolated func viperSpecMutantIsOn(_ id: Int) -> Bool {",
      "  viperSpecActiveMutant == id",
      "}",
    ]
    for (id, original, replacement) in operators {
      lines.append("")
      lines += declarations(of: operatorName(original, id: id), original, replacement, id: id)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One operator mutant's operator and its overloads.
  private static func declarations(
    of name: String,
    _ original: String,
    _ replacement: String,
    id: Int
  ) -> [String] {
    let on = isOn(id)
    let head = "@inline(__always) nonisolated func \(name)"
    func body(_ left: String, _ right: String) -> String {
      "{ \(on) ? \(left) \(replacement) \(right) : \(left) \(original) \(right) }"
    }
    switch original {
    case "<", "<=", ">", ">=":
      return [
        "infix operator \(name) : ComparisonPrecedence",
        "\(head)<T: Comparable>(l: T, r: T) -> Bool \(body("l", "r"))",
      ]
    case "==", "!=":
      return [
        "infix operator \(name) : ComparisonPrecedence",
        "\(head)<T: Equatable>(l: T, r: T) -> Bool \(body("l", "r"))",
        "\(head)<T>(l: T?, r: _OptionalNilComparisonType) -> Bool \(body("l", "r"))",
        "\(head)<T>(l: _OptionalNilComparisonType, r: T?) -> Bool \(body("l", "r"))",
      ]
    case "===", "!==":
      return [
        "infix operator \(name) : ComparisonPrecedence",
        "\(head)(l: AnyObject?, r: AnyObject?) -> Bool \(body("l", "r"))",
      ]
    case "&&", "||":
      let group =
        original == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence"
      return [
        "infix operator \(name) : \(group)",
        "\(head)(l: Bool, r: @autoclosure () throws -> Bool) rethrows -> Bool "
          + "{ \(on) ? try l \(replacement) r() : try l \(original) r() }",
      ]
    case "+", "-":
      return [
        "infix operator \(name) : AdditionPrecedence",
        "\(head)<T: AdditiveArithmetic>(l: T, r: T) -> T \(body("l", "r"))",
      ]
    case "*", "/":
      return [
        "infix operator \(name) : MultiplicationPrecedence",
        "\(head)<T: BinaryInteger>(l: T, r: T) -> T \(body("l", "r"))",
        "\(head)<T: FloatingPoint>(l: T, r: T) -> T \(body("l", "r"))",
      ]
    default:
      return [
        "infix operator \(name) : AssignmentPrecedence",
        "\(head)<T: AdditiveArithmetic>(l: inout T, r: T) "
          + "{ if \(on) { l \(replacement) r } else { l \(original) r } }",
      ]
    }
  }
}
