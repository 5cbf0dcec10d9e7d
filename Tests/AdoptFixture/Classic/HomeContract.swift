import Foundation

// A home screen module as classic VIPER apps write it, kept as a team has it: internal types,
// `…Protocol` names, a presenter wired through properties, an interactor that answers through
// an output protocol and a completion handler, and a router that takes the view.

struct User: Equatable {
  let name: String
  let avatarURL: URL
}

enum ToDoStatus {
  case today
  case upcoming
}

typealias AvatarCompletion = (Result<Data, Error>) -> Void

protocol HomeViewProtocol: AnyObject {
  var presenter: HomePresenterProtocol? { get set }

  func showGreeting(_ text: String)
  func showAvatar(_ data: Data)
  func showError(_ message: String)
}

protocol HomePresenterProtocol: AnyObject {
  var view: HomeViewProtocol? { get set }
  var interactor: HomeInteractorInputProtocol? { get set }
  var router: HomeRouterProtocol? { get set }

  func viewDidLoad()
  func didTapToday()
  func didPullToRefresh() async
}

protocol HomeInteractorInputProtocol: AnyObject {
  var presenter: HomeInteractorOutputProtocol? { get set }

  func fetchUser()
  func loadAvatar(for user: User, completion: @escaping AvatarCompletion)
}

protocol HomeInteractorOutputProtocol: AnyObject {
  func didFetchUser(_ user: User)
  func didFailToFetchUser(_ error: Error)
}

protocol HomeRouterProtocol: AnyObject {
  static func createModule() -> HomeViewProtocol

  func goToToDos(from view: HomeViewProtocol, status: ToDoStatus)
}
