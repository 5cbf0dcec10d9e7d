public import Todos
public import ViperMocks

/// A headless upcoming view that journals every render as readable text.
///
/// ```text
/// view.render(.sections)
///   Today [check]
///     "Get a haircut"
///   Tomorrow [alarm]
///     "Buy groceries" · Thursday
/// view.render(.noContent)
/// view.render(.failed("The to-dos could not be loaded."))
/// ```
@MainActor
public final class UpcomingRecorderView: UpcomingDisplaying {
  public var presenter: (any UpcomingPresenting)?
  /// Every state rendered, in order.
  public private(set) var states: [UpcomingViewState] = []
  private let journal: Journal

  /// Creates the view.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  public func render(_ state: UpcomingViewState) {
    states.append(state)
    journal.record(JournalEntry(subject: "view", text: "view.render(" + text(for: state)))
  }

  private func text(for state: UpcomingViewState) -> String {
    switch state {
    case .noContent:
      return ".noContent)"
    case .failed(let message):
      return ".failed(\(journal.renderer.render(message))))"
    case .sections(let sections):
      var lines = [".sections)"]
      for section in sections {
        lines.append("  \(section.title) [\(section.imageName)]")
        for row in section.rows {
          let title = journal.renderer.render(row.title)
          lines.append("    " + (row.dueDay.isEmpty ? title : "\(title) · \(row.dueDay)"))
        }
      }
      return lines.joined(separator: "\n")
    }
  }
}
