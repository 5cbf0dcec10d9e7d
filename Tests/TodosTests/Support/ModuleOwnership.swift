import Testing

/// Checks the VIPER ownership rules of an assembled module: the view alone keeps it alive.
@MainActor
enum ModuleOwnership {
  private final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
      self.object = object
    }
  }

  /// Assembles a module around a view, then expects its parts to live as long as the view only.
  ///
  /// - Parameters:
  ///   - makeView: Creates the view, which the check holds until it releases it.
  ///   - assemble: Wires the module and returns its parts: the presenter, interactor and router.
  ///   - sourceLocation: Where a failure is reported.
  static func expectPartsFreed<View: AnyObject>(
    withView makeView: @autoclosure () -> View,
    assemble: (View) -> [AnyObject],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var view: View? = makeView()
    var parts: [WeakReference] = []
    if let view { parts = assemble(view).map(WeakReference.init) }
    #expect(parts.allSatisfy { $0.object != nil }, sourceLocation: sourceLocation)

    view = nil

    let survivors = parts.compactMap(\.object).map { String(describing: type(of: $0)) }
    #expect(
      survivors.isEmpty,
      "still alive after the view was freed",
      sourceLocation: sourceLocation
    )
  }
}
