public import Frogs
public import ViperMocks

/// A headless setting screen that journals its texts and its message.
///
/// ```text
/// view.show(title: "Setting")
///   button "About Frogs Guide Book"
///   button "Logout", destructive
/// view.render(message: nil)
/// ```
@MainActor
public final class SettingRecorderView: SettingDisplaying {
  public var presenter: (any SettingPresenting)?
  /// Every message rendered, in order.
  public private(set) var messages: [String?] = []
  private let journal: Journal

  /// Creates the view, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
  public func appear() async {
    await presenter?.viewAppeared()
  }

  public func show(_ content: SettingContent) {
    let text = journal.renderer
    journal.record(
      JournalEntry(
        subject: "view",
        text: "view.show(title: \(text.render(content.title)))"
          + "\n  button \(text.render(content.aboutButtonTitle))"
          + "\n  button \(text.render(content.logoutButtonTitle)), destructive"
      )
    )
  }

  public func render(message: String?) {
    messages.append(message)
    journal.record("view", "render(message:)", message as Any)
  }
}
