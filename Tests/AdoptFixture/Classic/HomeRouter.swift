import Foundation

class HomeViewController: HomeViewProtocol {
  var presenter: HomePresenterProtocol?
  var lines: [String] = []

  func showGreeting(_ text: String) { lines.append(text) }
  func showAvatar(_ data: Data) { lines.append("avatar: \(data.count) bytes") }
  func showError(_ message: String) { lines.append(message) }
}

class HomeRouter: HomeRouterProtocol {
  var shown: [ToDoStatus] = []

  static func createModule() -> HomeViewProtocol {
    let view = HomeViewController()
    let presenter = HomePresenter()
    let interactor = HomeInteractor()
    let router = HomeRouter()
    view.presenter = presenter
    presenter.view = view
    presenter.interactor = interactor
    presenter.router = router
    interactor.presenter = presenter
    return view
  }

  func goToToDos(from view: HomeViewProtocol, status: ToDoStatus) {
    shown.append(status)
  }
}
