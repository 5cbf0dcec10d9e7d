import Observation
import Testing
import ViperTesting

/// An observable class reads as a Swift developer writes it, never as the macro's storage.
///
/// `Cart(items: ["Milk"])`: the `@Observable` macro stores each tracked property as `_items`
/// beside a registrar whose state changes as views observe the object, and neither belongs in a
/// transcript.
@Suite struct ObservableRenderingTests {
  @Observable
  final class Cart {
    var items = ["Milk"]
    var total = 2
    @ObservationIgnored var note = "weekly"
  }

  @Observable
  class Account {
    var name = "Ada"
  }

  @Observable
  final class Premium: Account {
    var level = 3
  }

  @propertyWrapper
  struct Stored<Value> {
    var wrappedValue: Value
  }

  @Observable
  final class Wrapping {
    @ObservationIgnored @Stored var limit = 5
    var count = 1
  }

  /// Names a developer may declare too, which only a registrar beside them makes the macro's.
  struct Marked {
    // swift-format-ignore: NoLeadingUnderscores
    var _$tag = 1
    // swift-format-ignore: NoLeadingUnderscores
    var _note = "n"
  }

  struct Screen {
    let title: String
    let cart: Cart
  }

  private let renderer = TextRenderer()

  @Test func `tracked properties read under their own names: Cart(items: ["Milk"], …)`() {
    #expect(renderer.render(Cart()) == #"Cart(items: ["Milk"], total: 2, note: "weekly")"#)
  }

  @Test func `an observed object renders as it did before anyone observed it`() {
    let cart = Cart()
    let before = renderer.render(cart)

    withObservationTracking {
      _ = cart.items
      _ = cart.total
    } onChange: {
      // Only the registrar's state matters here.
    }
    cart.total = 2

    #expect(renderer.render(cart) == before)
  }

  @Test func `a subclass reads with its superclass's properties first: Premium(name: "Ada", …)`() {
    #expect(renderer.render(Premium()) == #"Premium(name: "Ada", level: 3)"#)
  }

  @Test func `a wrapper in an observable class reads as its property: Wrapping(limit: 5, …)`() {
    #expect(renderer.render(Wrapping()) == "Wrapping(limit: 5, count: 1)")
  }

  @Test func `an observable object inside a struct reads the same: Screen(…, cart: Cart(…))`() {
    #expect(
      renderer.render(Screen(title: "Cart", cart: Cart()))
        == #"Screen(title: "Cart", cart: Cart(items: ["Milk"], total: 2, note: "weekly"))"#
    )
  }

  @Test func `without a registrar, underscored names stay as declared: Marked(_$tag: 1, …)`() {
    #expect(renderer.render(Marked()) == #"Marked(_$tag: 1, _note: "n")"#)
  }
}
