extension ModuleTemplate {
  /// The recorder view: journals every state the presenter renders.
  var recorderView: String {
    """
    \(imports(public: [moduleTarget, "ViperMocks"]))

    /// A headless \(name.words) screen that journals every render, such as `view.render(.loading)`.
    @MainActor
    public final class \(type)RecorderView: \(type)Displaying {
      public var presenter: (any \(type)Presenting)?
      /// Every state rendered, in order.
      public private(set) var states: [\(type)ViewState] = []
      private let journal: Journal

      /// Creates the view, which records to the journal the test's doubles share.
      public init(journal: Journal) {
        self.journal = journal
      }

      /// Tells the presenter the view appeared, as a real view does from its lifecycle callback.
      public func appear() async {
        await presenter?.viewAppeared()
      }

      public func render(_ state: \(type)ViewState) {
        states.append(state)
        journal.record("view", "render(_:)", state)
      }
    }

    """
  }

  /// The spec world: the real module over an in-memory store, with recorders.
  var world: String {
    let delegateProperty =
      hasDelegate
      ? "\n  /// The module that opened the screen.\n  public let delegate: Mock\(type)ModuleDelegate"
      : ""
    let delegateCreation =
      ifDelegate("\n    delegate = Mock\(type)ModuleDelegate(journal: journal)")
    let delegateArgument = ifDelegate(",\n      delegate: delegate")
    return """
      \(imports(public: [moduleTarget, mocksTarget, "ViperSpec"], internal: ["Foundation"]))

      /// The world of the \(name.words) specs: the real module over an in-memory store and a
      /// test clock, with a recorder view and navigator writing to one journal.
      @MainActor
      public final class \(type)World: SpecWorld {
        /// The journal the recorder view and navigator write to; the running scenario gets
        /// what they report.
        public let journal: Journal
        /// The stored items, which `Given` steps fill.
        public let store = InMemoryDataStore<\(type)Item>()
        /// The clock the screen's time limit runs on, which only the steps move.
        public let clock = TestClock(now: Date(timeIntervalSince1970: 0))
        /// The \(name.words) screen.
        public let view: \(type)RecorderView
        /// The navigator that records where the screen leads.
        public let navigator: RecorderNavigator<\(type)Screen>\(delegateProperty)

        /// Creates the world with the screen assembled.
        public init() {
          journal = Journal(reporter: .testRunner)
          view = \(type)RecorderView(journal: journal)
          navigator = RecorderNavigator(journal: journal)\(delegateCreation)
          \(type)Module.assemble(
            view: view,
            store: store,
            clock: clock,
            navigator: navigator\(delegateArgument)
          )
        }
      }

      """
  }

  /// The step library: the spec's phrases, bound to the world.
  var steps: String {
    """
    \(imports(public: ["ViperSpec"], internal: [moduleTarget, mocksTarget]))

    /// The phrases of `\(specPath)`, bound to the real \(name.words) module.
    public enum \(type)Steps {
      /// The \(name.words) step library, for the spec suite and the runner.
      public static var catalog: StepCatalog {
        StepCatalog(library)
      }

      /// The \(name.words) steps.
      public static let library: StepLibrary<\(type)World> = {
        var steps = StepLibrary<\(type)World> { \(type)World() }
        steps.given("the stored \(name.words) items") { (world, table: DataTable) in
          for (index, row) in table.hashes.enumerated() {
            guard let title = row["title"] else {
              throw StepFailure("The table of items needs a title column.")
            }
            let item = \(type)Item(id: "item-\\(index + 1)", title: title)
            try await world.store.insert(item)
          }
        }
        steps.when("the \(name.words) screen appears") { world in
          await world.view.appear()
        }
        steps.when("the user chooses {string}") { (world, title: String) in
          guard let item = world.store.contents.first(where: { $0.title == title }) else {
            throw StepFailure("No stored item is titled \\"\\(title)\\"; store it in a Given step.")
          }
          await world.view.presenter?.itemSelected(id: item.id)
        }
        steps.transcript("the recorder shows")
        return steps
      }()
    }

    """
  }
}
