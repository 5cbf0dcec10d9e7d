extension ModuleTemplate {
  /// The contract: the view state, entity, error, routes and the roles' protocols.
  var contract: String {
    """
    public import ViperCore

    /// One thing the \(name.words) screen lists; replace its fields with the use case's own.
    public struct \(type)Item: Identifiable, Codable, Equatable, Sendable {
      /// The identifier, stable across loads.
      public var id: String
      /// The title the screen shows.
      public var title: String

      /// Creates an item.
      ///
      /// - Parameters:
      ///   - id: The identifier.
      ///   - title: The title.
      public init(id: String, title: String) {
        self.id = id
        self.title = title
      }
    }

    /// What the \(name.words) screen shows.
    public enum \(type)ViewState: Equatable, Sendable {
      /// The items are being read.
      case loading
      /// There are no items.
      case empty
      /// The items' titles, in order.
      case showing(titles: [String])
      /// Reading failed; the message says so in the user's words.
      case failed(message: String)
    }

    /// Why the \(name.words) use case failed.
    public enum \(type)Error: Error, Equatable, Sendable {
      /// The store could not be read.
      case store(DataStoreError)
      /// The items took longer than the screen waits for them.
      case timedOut
    }

    /// The screens the \(name.words) module leads to.
    public enum \(type)Screen: Equatable, Sendable {
      /// One item's own screen.
      case item(id: String)
    }

    /// The \(name.words) screen, which owns its presenter and renders what the presenter tells it.
    @MainActor
    public protocol \(type)Displaying: AnyObject {
      /// The presenter, owned by the view so that releasing the view releases the module.
      var presenter: (any \(type)Presenting)? { get set }

      /// Shows a state.
      ///
      /// - Parameter state: The state to show.
      func render(_ state: \(type)ViewState)
    }

    /// The \(name.words) screen's events, which the presenter handles.
    @MainActor
    public protocol \(type)Presenting: AnyObject {
      /// Tells the presenter the screen appeared, so it reads the items.
      func viewAppeared() async
      /// Tells the presenter the user chose an item.
      ///
      /// - Parameter id: The item's identifier.
      func itemSelected(id: String) async
      /// Tells the presenter the user closed the screen.
      func closeTapped() async
    }

    /// The \(name.words) use case's input; what it returns or throws is its output.
    public protocol \(type)Interacting: Sendable {
      /// Returns the items to show, ordered by title.
      ///
      /// - Returns: The items.
      /// - Throws: `\(type)Error.store` when the store cannot be read.
      func items() async throws(\(type)Error) -> [\(type)Item]
    }

    /// Where the \(name.words) screen leads.
    @MainActor
    public protocol \(type)Routing: AnyObject {
      /// Shows an item's own screen.
      ///
      /// - Parameter id: The item's identifier.
      func showItem(id: String)
      /// Closes the screen.
      func close()
    }

    """ + ifDelegate(delegateProtocol)
  }

  private var delegateProtocol: String {
    """

    /// The module that opened the \(name.words) screen, told when it closes.
    @MainActor
    public protocol \(type)ModuleDelegate: AnyObject {
      /// Tells the delegate the screen closed.
      func \(name.variable)DidClose() async
    }

    """
  }

  /// The interactor: reads the items from the store.
  var interactor: String {
    """
    public import ViperCore

    /// The \(name.words) use case: reads the items from the store, ordered by title.
    public final class \(type)Interactor: \(type)Interacting {
      private let store: any DataStore<\(type)Item>

      /// Creates the interactor.
      ///
      /// - Parameter store: Where the items are stored.
      public init(store: any DataStore<\(type)Item>) {
        self.store = store
      }

      public func items() async throws(\(type)Error) -> [\(type)Item] {
        do {
          return try await store.all().sorted { ($0.title, $0.id) < ($1.title, $1.id) }
        } catch {
          throw .store(error)
        }
      }
    }

    """
  }

  /// The presenter: turns events into calls and results into view states.
  var presenter: String {
    let delegateProperty =
      ifDelegate("\n  private weak var delegate: (any \(type)ModuleDelegate)?")
    let delegateAssignment = ifDelegate("\n    self.delegate = delegate")
    let delegateCall = ifDelegate("\n    await delegate?.\(name.variable)DidClose()")
    return """
      public import ViperCore

      /// The \(name.words) screen's presenter: reads the items and says what the screen shows.
      ///
      /// Reading races a time limit on the clock, in a task group: whichever ends first decides
      /// what the screen shows, and the other is cancelled.
      @MainActor
      public final class \(type)Presenter: \(type)Presenting {
        private weak var view: (any \(type)Displaying)?
        private let interactor: any \(type)Interacting
        private let router: any \(type)Routing
        private let clock: any DateClock
        private let timeLimit: Duration\(delegateProperty)

        /// Creates the presenter; the module assembly wires it.
        ///
        /// - Parameters:
        ///   - view: The screen, held weakly.
        ///   - interactor: The use case.
        ///   - router: Where the screen leads.
        ///   - clock: The clock the time limit runs on.
        ///   - timeLimit: How long the screen waits for the items; 10 seconds by default.\(delegateParameterDoc)
        public init(
          view: any \(type)Displaying,
          interactor: any \(type)Interacting,
          router: any \(type)Routing,
          clock: any DateClock,
          timeLimit: Duration = .seconds(10)\(delegateParameter)
        ) {
          self.view = view
          self.interactor = interactor
          self.router = router
          self.clock = clock
          self.timeLimit = timeLimit\(delegateAssignment)
        }

        public func viewAppeared() async {
          view?.render(.loading)
          typealias Outcome = Result<[\(type)Item], \(type)Error>
          let (interactor, clock, timeLimit) = (interactor, clock, timeLimit)
          let outcome = await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
              do throws(\(type)Error) {
                return .success(try await interactor.items())
              } catch {
                return .failure(error)
              }
            }
            group.addTask {
              // Cancelled when the items come first, and then never read.
              try? await clock.sleep(for: timeLimit)
              return .failure(.timedOut)
            }
            let first = await group.next() ?? .failure(.timedOut)
            group.cancelAll()
            return first
          }
          switch outcome {
          case .success(let items):
            view?.render(items.isEmpty ? .empty : .showing(titles: items.map(\\.title)))
          case .failure(.timedOut):
            view?.render(.failed(message: "The items took too long to read. Try again."))
          case .failure:
            view?.render(.failed(message: "The items could not be read. Try again."))
          }
        }

        public func itemSelected(id: String) async {
          router.showItem(id: id)
        }

        public func closeTapped() async {
          router.close()\(delegateCall)
        }
      }

      """
  }

  /// The router: turns the screen's requests into navigation values.
  var router: String {
    """
    public import ViperCore

    /// The \(name.words) screen's router: says where the screen leads as navigation values.
    @MainActor
    public final class \(type)Router: \(type)Routing {
      private weak var navigator: (any Navigator<\(type)Screen>)?

      /// Creates the router.
      ///
      /// - Parameter navigator: The app's navigator, held weakly.
      public init(navigator: any Navigator<\(type)Screen>) {
        self.navigator = navigator
      }

      public func showItem(id: String) {
        navigator?.navigate(.push(.item(id: id)))
      }

      public func close() {
        navigator?.navigate(.pop)
      }
    }

    """
  }

  /// The module assembly, which keeps the VIPER ownership rules.
  var assembly: String {
    let delegateArgument = ifDelegate(",\n      delegate: delegate")
    let ownershipRest =
      hasDelegate
      ? """
      references to the view and the delegate; the router holds the navigator weakly. Releasing
      /// the view releases the whole module.
      """
      : """
      references to the view; the router holds the navigator weakly. Releasing the view releases
      /// the whole module.
      """
    return """
      public import ViperCore

      /// Assembles the \(name.words) module around a view, keeping the VIPER ownership rules.
      ///
      /// The view holds the presenter; the presenter holds the interactor and router and only weak
      /// \(ownershipRest)
      ///
      /// ```swift
      /// \(type)Module.assemble(
      ///   view: \(name.variable)ViewController,
      ///   store: store,
      ///   clock: SystemClock(),
      ///   navigator: navigator\(ifDelegate(",\n///   delegate: self"))
      /// )
      /// ```
      @MainActor
      public enum \(type)Module {
        /// Builds the interactor, presenter and router, and hands the presenter to the view.
        ///
        /// - Parameters:
        ///   - view: The view; it becomes the presenter's only owner.
        ///   - store: Where the items are stored.
        ///   - clock: The clock the screen's time limit runs on: `SystemClock()` in the app.
        ///   - navigator: The app's navigator, held weakly by the router.\(delegateParameterDoc)
        /// - Returns: The presenter.
        @discardableResult
        public static func assemble(
          view: any \(type)Displaying,
          store: any DataStore<\(type)Item>,
          clock: any DateClock,
          navigator: any Navigator<\(type)Screen>\(delegateParameter)
        ) -> any \(type)Presenting {
          assemble(
            view: view,
            interactor: \(type)Interactor(store: store),
            router: \(type)Router(navigator: navigator),
            clock: clock\(delegateArgument)
          )
        }

        /// Wires ready-made parts around a view, for apps and tests that build the parts themselves.
        ///
        /// - Parameters:
        ///   - view: The view; it becomes the presenter's only owner.
        ///   - interactor: The use case; the presenter owns it.
        ///   - router: Where the screen leads; the presenter owns it.
        ///   - clock: The clock the screen's time limit runs on.\(delegateParameterDoc)
        /// - Returns: The presenter.
        @discardableResult
        public static func assemble(
          view: any \(type)Displaying,
          interactor: any \(type)Interacting,
          router: any \(type)Routing,
          clock: any DateClock\(delegateParameter)
        ) -> any \(type)Presenting {
          let presenter = \(type)Presenter(
            view: view,
            interactor: interactor,
            router: router,
            clock: clock\(delegateArgument)
          )
          view.presenter = presenter
          return presenter
        }
      }

      """
  }
}
