import Foundation

class HomePresenter: HomePresenterProtocol {
  weak var view: HomeViewProtocol?
  var interactor: HomeInteractorInputProtocol?
  var router: HomeRouterProtocol?

  func viewDidLoad() {
    interactor?.fetchUser()
  }

  func didTapToday() {
    guard let view = view else { return }
    router?.goToToDos(from: view, status: .today)
  }

  func didPullToRefresh() async {
    interactor?.fetchUser()
  }
}

extension HomePresenter: HomeInteractorOutputProtocol {
  func didFetchUser(_ user: User) {
    view?.showGreeting("Hello, \(user.name)!")
    interactor?.loadAvatar(for: user) { [weak self] result in
      switch result {
      case .success(let data):
        self?.view?.showAvatar(data)
      case .failure:
        self?.view?.showError("The avatar could not be loaded.")
      }
    }
  }

  func didFailToFetchUser(_ error: Error) {
    view?.showError("Something went wrong. Pull to try again.")
  }
}
