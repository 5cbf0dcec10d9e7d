import Foundation

class HomeInteractor: HomeInteractorInputProtocol {
  weak var presenter: HomeInteractorOutputProtocol?
  var currentUser: () -> User? = { nil }
  var fetchAvatar: (URL, @escaping AvatarCompletion) -> Void = { _, completion in
    completion(.failure(URLError(.notConnectedToInternet)))
  }

  func fetchUser() {
    if let user = currentUser() {
      presenter?.didFetchUser(user)
    } else {
      presenter?.didFailToFetchUser(URLError(.userAuthenticationRequired))
    }
  }

  func loadAvatar(for user: User, completion: @escaping AvatarCompletion) {
    fetchAvatar(user.avatarURL, completion)
  }
}
