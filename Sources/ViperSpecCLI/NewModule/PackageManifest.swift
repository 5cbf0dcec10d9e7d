/// A package's `Package.swift`, read and edited as text so that its comments and layout stay.
struct PackageManifest {
  /// A target the manifest declares.
  struct Target: Equatable {
    /// The target's name.
    let name: String
    /// `target`, `executableTarget` or `testTarget`.
    let kind: String
    /// The folder of its sources, relative to the package root.
    let folder: String
    /// The offset of the `(` that opens its declaration.
    let opening: Int
  }

  /// The manifest's text.
  private(set) var text: String
  /// Every target the manifest declares, in order.
  private(set) var targets: [Target] = []

  /// Reads a manifest.
  ///
  /// - Parameter text: The contents of `Package.swift`.
  init(_ text: String) {
    self.text = text
    targets = Self.targets(in: SwiftSourceText(text))
  }

  private static func targets(in scanner: SwiftSourceText) -> [Target] {
    var found: [Target] = []
    for kind in ["target", "executableTarget", "testTarget"] {
      for offset in scanner.occurrences(of: ".\(kind)(") {
        let opening = offset + kind.count + 1
        guard let name = string(labelled: "name", inside: opening, of: scanner) else { continue }
        let folder =
          string(labelled: "path", inside: opening, of: scanner)
          ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
        found.append(Target(name: name, kind: kind, folder: folder, opening: opening))
      }
    }
    return found.sorted { $0.opening < $1.opening }
  }

  private static func string(
    labelled label: String,
    inside opening: Int,
    of scanner: SwiftSourceText
  ) -> String? {
    guard let after = scanner.label(label, inside: opening),
      let quote = scanner.next("\"", after: after),
      let end = scanner.bytes[(quote + 1)...].firstIndex(of: UInt8(ascii: "\""))
    else { return nil }
    return scanner[quote + 1..<end]
  }

  /// The target with a name, if the manifest declares it.
  ///
  /// - Parameter name: The target's name.
  /// - Returns: The target.
  func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// How this manifest names a ViperSpec product in a target's dependencies.
  ///
  /// Inside ViperSpec's own package a product is a sibling target, `"ViperMocks"`; elsewhere it is
  /// `.product(name: "ViperMocks", package: "…")` with the package name the manifest already uses,
  /// else the identity of the dependency that is ViperSpec.
  ///
  /// - Parameter product: The product, such as `ViperMocks`.
  /// - Returns: The dependency as Swift source.
  func dependency(onViperProduct product: String) -> String {
    if target(named: "ViperCore") != nil { return "\"\(product)\"" }
    let package =
      text.firstMatch(of: /\.product\(\s*name:\s*"Viper\w*",\s*package:\s*"([^"]+)"\s*\)/)
      .map { String($0.1) } ?? viperSpecIdentity ?? "ViperSpec"
    return ".product(name: \"\(product)\", package: \"\(package)\")"
  }

  /// The identity of the dependency that is ViperSpec, which a product's `package:` must name.
  ///
  /// SwiftPM takes a dependency's `name:` if it has one, else the last part of its URL or path
  /// without `.git` (`viper-spec` for `…/viper-spec.git`). ViperSpec is the dependency whose
  /// identity reads `viperspec` once case, `-` and `_` are set aside, or the only dependency.
  private var viperSpecIdentity: String? {
    let source = SwiftSourceText(text)
    let identities = source.occurrences(of: ".package(").compactMap { start -> String? in
      let arguments = source.elements(inside: start + ".package".count)
      func value(_ label: String) -> String? {
        arguments.first { $0.hasPrefix(label + ":") }
          .flatMap { $0.firstMatch(of: /"([^"]*)"/).map { String($0.1) } }
      }
      if let name = value("name") { return name }
      guard let location = value("url") ?? value("path") else { return nil }
      let last = location.split(separator: "/").last.map(String.init) ?? location
      return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
    let plain = { (identity: String) in
      identity.lowercased().filter { $0 != "-" && $0 != "_" }
    }
    return identities.first { plain($0) == "viperspec" }
      ?? (identities.count == 1 ? identities.first : nil)
  }

  /// Appends target declarations at the end of the package's `targets:` list.
  ///
  /// - Parameter declarations: Each declaration, such as `.target(name: "Checkout")`, unindented.
  /// - Throws: A `SpecCommandError` when the manifest has no `targets:` list to append to.
  mutating func appendTargets(_ declarations: [String]) throws(SpecCommandError) {
    let scanner = SwiftSourceText(text)
    guard let package = scanner.occurrences(of: "Package(").first,
      let label = scanner.label("targets", inside: package + "Package".count),
      let opening = scanner.next("[", after: label),
      let closing = scanner.closing(opening)
    else {
      throw SpecCommandError("Package.swift has no 'targets: [ … ]' list in its Package(…).")
    }
    let elements = scanner.elements(inside: opening)
    let indentation =
      elements.isEmpty
      ? scanner.indentation(ofLineAt: opening) + "  "
      : scanner.indentation(
        ofLineAt: scanner.bytes[(opening + 1)...].firstIndex { byte in
          byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n")
        } ?? opening
      )
    var lastCode = closing - 1
    while lastCode > opening,
      [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(scanner.bytes[lastCode])
    {
      lastCode -= 1
    }
    let comma = elements.isEmpty || scanner.bytes[lastCode] == UInt8(ascii: ",") ? "" : ","
    let added = declarations.map { declaration in
      declaration.split(separator: "\n", omittingEmptySubsequences: false)
        .map { indentation + $0 }.joined(separator: "\n") + ",\n"
    }.joined()
    let head = scanner[0..<lastCode + 1] + comma + "\n"
    let tail = scanner.indentation(ofLineAt: closing) + scanner[closing..<scanner.bytes.count]
    text = head + added + tail
    targets = Self.targets(in: SwiftSourceText(text))
  }

  /// Adds a dependency to a target unless it already has it.
  ///
  /// The list stays on one line while it fits in 100 columns, and otherwise takes a line per
  /// dependency; a declaration written on one line is spread over several when it no longer fits.
  ///
  /// - Parameters:
  ///   - dependency: The dependency as Swift source, such as `"CheckoutSpecSteps"`.
  ///   - targetName: The target.
  /// - Throws: A `SpecCommandError` when the target or its `dependencies:` list is missing.
  mutating func addDependency(_ dependency: String, to targetName: String) throws(SpecCommandError)
  {
    let scanner = SwiftSourceText(text)
    guard let target = target(named: targetName),
      let declarationEnd = scanner.closing(target.opening),
      let label = scanner.label("dependencies", inside: target.opening),
      let opening = scanner.next("[", after: label),
      let closing = scanner.closing(opening)
    else {
      throw SpecCommandError(
        "Package.swift has no 'dependencies: [ … ]' list in the target '\(targetName)'."
      )
    }
    let dependencies = scanner.elements(inside: opening)
    guard !dependencies.contains(dependency) else { return }
    let list = dependencies + [dependency]
    let indentation = scanner.indentation(ofLineAt: target.opening)
    guard !scanner[target.opening..<declarationEnd].contains("\n") else {
      let lineIndentation = scanner.indentation(ofLineAt: label)
      let lineStart = scanner.bytes[..<label].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let isOneLine = !scanner[opening..<closing].contains("\n")
      let rendered = Self.render(list, indentation: lineIndentation)
      let fits = scanner[lineStart..<opening].count + rendered.count + 1 <= 100
      text =
        scanner[0..<opening]
        + (isOneLine && fits
          ? rendered : Self.render(list, indentation: lineIndentation, split: true))
        + scanner[closing + 1..<scanner.bytes.count]
      targets = Self.targets(in: SwiftSourceText(text))
      return
    }
    let start = target.opening - target.kind.count - 1
    let arguments = scanner.elements(inside: target.opening)
    let oneLine =
      ".\(target.kind)("
      + arguments.map { argument in
        argument.hasPrefix("dependencies:")
          ? "dependencies: " + Self.render(list, indentation: "") : argument
      }.joined(separator: ", ") + ")"
    let declaration =
      indentation.count + oneLine.count + 1 <= 100
      ? oneLine
      : ".\(target.kind)(\n"
        + arguments.map { argument in
          let inner = indentation + "  "
          guard argument.hasPrefix("dependencies:") else { return inner + argument }
          let rendered = Self.render(list, indentation: inner)
          let fits = inner.count + "dependencies: ".count + rendered.count + 1 <= 100
          return inner + "dependencies: "
            + (fits ? rendered : Self.render(list, indentation: inner, split: true))
        }.joined(separator: ",\n") + "\n" + indentation + ")"
    text = scanner[0..<start] + declaration + scanner[declarationEnd + 1..<scanner.bytes.count]
    targets = Self.targets(in: SwiftSourceText(text))
  }

  /// Renders a list on one line, or a line per element below a line's indentation.
  private static func render(
    _ elements: [String],
    indentation: String,
    split: Bool = false
  ) -> String {
    guard split else { return "[" + elements.joined(separator: ", ") + "]" }
    return "[\n" + elements.map { indentation + "  " + $0 + ",\n" }.joined() + indentation + "]"
  }
}
