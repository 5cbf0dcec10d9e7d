extension ModuleTemplate {
  /// The presenter suite: every event against mocks, each checked as a transcript.
  var presenterTests: String {
    let delegateProperty =
      ifDelegate("\n  private let delegate: Mock\(type)ModuleDelegate")
    let delegateCreation =
      ifDelegate("\n    delegate = Mock\(type)ModuleDelegate(journal: journal)")
    let delegateArgument = ifDelegate(",\n      delegate: delegate")
    let closeTest =
      hasDelegate
      ? """
        @Test func `closing leaves the screen, then tells the delegate`() async {
          await presenter.closeTapped()

          expectTranscript(
            journal,
            \"\"\"
            router.close()
            delegate.\(name.variable)DidClose()
            \"\"\"
          )
        }
      """
      : """
        @Test func `closing leaves the screen`() async {
          await presenter.closeTapped()

          expectTranscript(journal, "router.close()")
        }
      """
    return """
      \(imports(internal: ["Foundation", moduleTarget, mocksTarget, "Testing", "ViperSpecTesting"]))

      @MainActor
      @Suite(.harness) struct \(type)PresenterTests {
        private let journal = Journal()
        private let clock = TestClock(now: Date(timeIntervalSince1970: 0))
        private let view: \(type)RecorderView
        private let interactor: Mock\(type)Interactor
        private let router: Mock\(type)Router\(delegateProperty)
        private let presenter: \(type)Presenter

        init() {
          view = \(type)RecorderView(journal: journal)
          interactor = Mock\(type)Interactor(journal: journal)
          router = Mock\(type)Router(journal: journal)\(delegateCreation)
          presenter = \(type)Presenter(
            view: view,
            interactor: interactor,
            router: router,
            clock: clock\(delegateArgument)
          )
        }

        @Test func `shows the items' titles once they are read`() async {
          interactor.itemsStub.returns([
            \(type)Item(id: "item-1", title: "Apple"),
            \(type)Item(id: "item-2", title: "Pear"),
          ])

          await presenter.viewAppeared()

          expectTranscript(
            journal,
            \"\"\"
            view.render(.loading)
            interactor.items()
            view.render(.showing(titles: ["Apple", "Pear"]))
            \"\"\"
          )
        }

        @Test func `says so when there are no items`() async {
          interactor.itemsStub.returns([])

          await presenter.viewAppeared()

          expectTranscript(
            journal,
            \"\"\"
            view.render(.loading)
            interactor.items()
            view.render(.empty)
            \"\"\"
          )
        }

        @Test func `says the items could not be read`() async {
          interactor.itemsStub.fails(with: .store(.io(path: "items.json", reason: "disk full")))

          await presenter.viewAppeared()

          expectTranscript(
            journal,
            \"\"\"
            view.render(.loading)
            interactor.items()
            view.render(.failed(message: "The items could not be read. Try again."))
            \"\"\"
          )
        }

        @Test func `waits ten seconds for the items, then says they took too long`() async {
          interactor.itemsStub.suspends(whenCancelled: .timedOut)
          async let appeared: Void = presenter.viewAppeared()
          await clock.waitUntilSleeping()

          await clock.advance(by: .seconds(9))
          expectTranscript(journal, "view.render(.loading)\\ninteractor.items()")
          await clock.advance(by: .seconds(1))
          await appeared

          expectTranscript(
            journal,
            #"view.render(.failed(message: "The items took too long to read. Try again."))"#
          )
        }

        @Test func `opens the item the user chose`() async {
          await presenter.itemSelected(id: "item-1")

          expectTranscript(journal, #"router.showItem(id: "item-1")"#)
        }

      \(closeTest)
      }

      """
  }

  /// The interactor suite: the use case against an in-memory store.
  var interactorTests: String {
    """
    \(imports(internal: [moduleTarget, "Testing", "ViperSpecTesting"]))

    @Suite(.harness) struct \(type)InteractorTests {
      private let journal = Journal()

      @Test func `reads the items ordered by title`() async throws {
        let store = InMemoryDataStore(
          [
            \(type)Item(id: "item-1", title: "Pear"),
            \(type)Item(id: "item-2", title: "Apple"),
          ],
          journal: journal,
          name: "items"
        )

        let items = try await \(type)Interactor(store: store).items()

        #expect(items.map(\\.title) == ["Apple", "Pear"])
        expectTranscript(journal, "items.all()")
      }

      @Test func `reports a store that cannot be read`() async {
        let store = InMemoryDataStore<\(type)Item>()
        let failure = DataStoreError.io(path: "items.json", reason: "disk full")
        store.failNextRead(with: failure)

        await #expect(throws: \(type)Error.store(failure)) {
          try await \(type)Interactor(store: store).items()
        }
      }
    }

    """
  }

  /// The module suite: the assembled parts together, and the ownership rules.
  var moduleTests: String {
    let delegateArgument = ifDelegate(",\n      delegate: nil")
    let delegateArgumentInClosure = ifDelegate(",\n        delegate: nil")
    return """
      \(imports(internal: ["Foundation", moduleTarget, mocksTarget, "Testing", "ViperSpecTesting"]))

      @MainActor
      @Suite(.harness) struct \(type)ModuleTests {
        private let journal = Journal()
        private let clock = TestClock(now: Date(timeIntervalSince1970: 0))

        @Test func `wires the parts so the stored items show and lead on`() async throws {
          let view = \(type)RecorderView(journal: journal)
          let navigator = RecorderNavigator<\(type)Screen>(journal: journal)
          \(type)Module.assemble(
            view: view,
            store: InMemoryDataStore([\(type)Item(id: "item-1", title: "Apple")]),
            clock: clock,
            navigator: navigator\(delegateArgument)
          )
          let presenter = try #require(view.presenter)

          await presenter.viewAppeared()
          await presenter.itemSelected(id: "item-1")

          expectTranscript(
            journal,
            \"\"\"
            view.render(.loading)
            view.render(.showing(titles: ["Apple"]))
            navigator.navigate(.push(.item(id: "item-1")))
            \"\"\"
          )
        }

        @Test func `releasing the view releases the presenter, interactor and router`() {
          let navigator = RecorderNavigator<\(type)Screen>(journal: journal)

          expectModuleReleased(withView: \(type)RecorderView(journal: journal)) { view in
            let interactor = \(type)Interactor(store: InMemoryDataStore())
            let router = \(type)Router(navigator: navigator)
            let presenter = \(type)Module.assemble(
              view: view,
              interactor: interactor,
              router: router,
              clock: clock\(delegateArgumentInClosure)
            )
            return [presenter, interactor, router]
          }
        }
      }

      """
  }

  /// The spec suite: each scenario of the module's spec file as its own test case.
  var specTests: String {
    let scenarios = "SpecSuite.scenarios(in: \"\(specPath)\", relativeTo: #filePath)"
    let test =
      scenarios.count + 20 <= 100
      ? "@Test(arguments: \(scenarios))"
      : """
      @Test(
          arguments: SpecSuite.scenarios(
            in: "\(specPath)",
            relativeTo: #filePath
          )
        )
      """
    return """
      \(imports(internal: [stepsTarget, "Testing", "ViperSpecTesting"]))

      /// Runs every scenario of `\(specPath)` as its own test case,
      /// inside the catalog's BeforeAll and AfterAll hooks.
      @Suite(.runHooks(\(type)Steps.catalog)) struct \(type)SpecTests {
        \(test)
        func scenario(_ scenario: ScenarioCase) async {
          await scenario.run(with: \(type)Steps.catalog)
        }
      }

      """
  }

  /// The spec: what the module does, as a scenario that runs.
  var spec: String {
    """
    # Feature: \(name.words.prefix(1).uppercased() + name.words.dropFirst())

    The \(name.words) screen lists the stored items by title, and opens the one the user chooses.
    `viper-spec new \(type)` wrote this module from a template: say here what the use case does for
    its user, then change the scenarios and the module together, test first.

    ## Scenario: The stored items are listed by title, and one opens

    * Given the stored \(name.words) items
      | title |
      | Pear  |
      | Apple |
    * When the \(name.words) screen appears
    * And the user chooses "Apple"
    * Then the recorder shows
      ```text
      view.render(.loading)
      view.render(.showing(titles: ["Apple", "Pear"]))
      navigator.navigate(.push(.item(id: "item-2")))
      ```

    """
  }
}
