import Foundation

/// The choices of a package's `.swift-format` that change how generated code is laid out, so
/// that what `mocks` writes passes the package's own `swift format lint`.
struct SwiftFormatStyle: Equatable, Sendable {
  /// Whether the lines inside `#if` blocks are indented one level (`swift format`'s default).
  var indentsConditionalBlocks = true

  /// The default style, for a package without a `.swift-format`.
  init() {}

  /// Reads the style of a package from the `.swift-format` at its root, if it has one.
  ///
  /// - Parameter packagePath: The package's folder.
  init(packagePath: String) {
    let url = URL(fileURLWithPath: packagePath).appendingPathComponent(".swift-format")
    guard let data = try? Data(contentsOfFileAt: url.path),
      let settings = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return }
    indentsConditionalBlocks = settings["indentConditionalCompilationBlocks"] as? Bool ?? true
  }
}
