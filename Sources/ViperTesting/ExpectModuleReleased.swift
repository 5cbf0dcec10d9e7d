import ViperMocks

/// Expects an assembled module to live exactly as long as its view: the VIPER ownership rules.
///
/// The view holds the presenter; the presenter holds the interactor and router; nothing holds the
/// view back. The check assembles the module around a view it alone holds, expects every part
/// alive, releases the view, and fails naming each part a reference cycle kept alive.
///
/// ```swift
/// expectModuleReleased(withView: CheckoutRecorderView(journal: journal)) { view in
///   let interactor = CheckoutInteractor(store: InMemoryDataStore())
///   let router = CheckoutRouter(navigator: navigator)
///   let presenter = CheckoutModule.assemble(
///     view: view,
///     interactor: interactor,
///     router: router,
///     clock: clock
///   )
///   return [presenter, interactor, router]
/// }
/// ```
///
/// - Parameters:
///   - makeView: Creates the view, which the check holds until it releases it.
///   - assemble: Wires the module around the view and returns the parts to watch.
///   - fileID: The file a failure points at; the caller's by default.
///   - filePath: The full path of that file.
///   - line: The line a failure points at.
///   - column: The column a failure points at.
@MainActor
public func expectModuleReleased<View: AnyObject>(
  withView makeView: @autoclosure () -> View,
  assemble: (View) -> [AnyObject],
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  var view: View? = makeView()
  var parts: [WeakReference] = []
  if let view { parts = assemble(view).map(WeakReference.init) }
  if !parts.allSatisfy({ $0.object != nil }) {
    FailureReporter.testRunner.report(
      """
      Expected every part to live as long as its view, but a part was freed while its view was \
      still alive: the module holds it too weakly.

      The view owns the presenter, and the presenter owns the interactor and router.

      To fix, hold that part strongly from the part that owns it.
      """,
      at: location
    )
  }

  view = nil

  let survivors = parts.compactMap(\.object).map { String(describing: type(of: $0)) }
  guard !survivors.isEmpty else { return }
  FailureReporter.testRunner.report(
    """
    Expected every part to be freed with its view, but \(survivors.joined(separator: ", ")) \
    \(survivors.count == 1 ? "is" : "are") still alive after the view was freed: a reference \
    cycle keeps them.

    The presenter holds its view weakly, and the router its navigator.

    To fix, make the reference back to the view (or to whoever holds the part) weak.
    """,
    at: location
  )
}
