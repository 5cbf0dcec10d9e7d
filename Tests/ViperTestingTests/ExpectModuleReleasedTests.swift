import Testing
import ViperTesting

@MainActor
@Suite struct ExpectModuleReleasedTests {
  private final class View {
    var presenter: Presenter?
  }

  private final class Presenter {
    weak var weakView: View?
    var strongView: View?
  }

  @Test func `passes when the parts live exactly as long as the view`() {
    expectModuleReleased(withView: View()) { view in
      let presenter = Presenter()
      presenter.weakView = view
      view.presenter = presenter
      return [presenter]
    }
  }

  @Test func `fails naming a part that a reference cycle keeps alive`() {
    var survivor: Presenter?

    withKnownIssue {
      expectModuleReleased(withView: View()) { view in
        let presenter = Presenter()
        presenter.strongView = view
        view.presenter = presenter
        survivor = presenter
        return [presenter]
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("a reference cycle keeps them") }
    }
    survivor?.strongView = nil
  }

  @Test func `fails when a part is already freed while the view is alive`() {
    withKnownIssue {
      expectModuleReleased(withView: View()) { _ in [Presenter()] }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("the module holds it too weakly") }
    }
  }
}
