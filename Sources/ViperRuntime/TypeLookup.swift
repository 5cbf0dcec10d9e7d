/// Finds a type by its mangled name, so that a module can reach a type of one it does not
/// import when that module is linked into the process.
///
/// Looked up with the standard library's underscored `_typeByName`, which reads the type records
/// every Swift image carries, on every platform: it needs no exported symbol and no linker flag.
/// It lives here with the harness's other reaches below Swift's public API, so that they are read
/// and reviewed in one place.
package enum TypeLookup {
  /// The type with a mangled name, if an image of the process declares it.
  ///
  /// - Parameter mangledName: The type's mangled name, such as `12ViperTesting16TestRunnerBridgeO`.
  /// - Returns: The type, or `nil`.
  package static func type(mangledName: String) -> Any.Type? {
    _typeByName(mangledName)
  }
}
