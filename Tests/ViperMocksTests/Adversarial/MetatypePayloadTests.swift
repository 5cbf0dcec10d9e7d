import Testing
import ViperMocks

/// An enum case that carries the metatype of a struct, enum, tuple, function or protocol type, as
/// a route naming the screen's model type may, renders instead of stopping the process.
///
/// The compiler stores such a metatype in no bytes (the type has one value), and the runtime
/// reads it as a pointer: `Mirror` and `print` stop the process on `Route.plain(Int.self)`. The
/// default path reads the case's declared type and lays the payload out as the runtime expects;
/// the safe path has only `Mirror`, and stops as `print` does, so these run on the default path.
@Suite(.enabled(if: DefaultRuntimePath.readsMetadata))
struct MetatypePayloadTests {
  final class Screen {}
  struct Model {
    let kind: Int.Type
    let count: Int
  }
  enum Box<Value> {
    case type(Value.Type)
    case empty
  }
  enum Route {
    case plain(Int.Type)
    case model(Model.Type)
    case route(Route.Type)
    case existential(Any.Type)
    case screen(Screen.Type)
    case optional(Int.Type?)
    case pair(Int, String.Type)
    case thinFirst(String.Type, String)
    case labeled(type: Int.Type, title: String, count: Int)
    case holder(Model)
    case protocolType((any Error).Type)
    case metatype(Int.Type.Type)
    case function(((Int) -> Int).Type)
    case anyClass(AnyObject.Type)
    case none
  }

  private let renderer = TextRenderer()

  /// Each case and its text: not test arguments, which Swift Testing would print, stopping.
  private static let routes: [(route: Route, text: String)] = [
    (Route.plain(Int.self), ".plain(Int.self)"),
    (.model(Model.self), ".model(Model.self)"),
    (.route(Route.self), ".route(Route.self)"),
    (.existential(String.self), ".existential(String.self)"),
    (.screen(Screen.self), ".screen(Screen.self)"),
    (.optional(Int.self), ".optional(Int.self)"),
    (.optional(nil), ".optional(nil)"),
    (.pair(7, String.self), ".pair(7, String.self)"),
    (.thinFirst(String.self, "Milk"), #".thinFirst(String.self, "Milk")"#),
    (
      .labeled(type: Int.self, title: "Shopping", count: 3),
      #".labeled(type: Int.self, title: "Shopping", count: 3)"#
    ),
    (.holder(Model(kind: Int.self, count: 2)), ".holder(Model(kind: Int.self, count: 2))"),
    (.protocolType((any Error).self), ".protocolType((any Error).self)"),
    (.metatype(Int.Type.self), ".metatype(Int.Type.self)"),
    (.function(((Int) -> Int).self), ".function(((Int) -> Int).self)"),
    (.anyClass(Screen.self), ".anyClass(Screen.self)"),
    (.none, ".none"),
  ]

  @Test func `a case carrying a metatype renders it`() {
    for (route, expected) in Self.routes {
      let text = renderer.render(route)
      #expect(text == expected)
    }
  }

  enum Pair<Kind> { case pair(Kind.Type, Int) }

  /// A generic enum stores its parameter's metatype thick, as `Mirror` reads it.
  @Test func `a generic case carrying its argument's metatype beside a value renders both`() {
    #expect(renderer.render(Pair<Model>.pair(Model.self, 7)) == ".pair(Model.self, 7)")
    #expect(renderer.render(Pair<String>.pair(String.self, 8)) == ".pair(String.self, 8)")
  }

  @Test func `a generic case carrying its argument's metatype renders it`() {
    #expect(renderer.render(Box<Int>.type(Int.self)) == ".type(Int.self)")
    #expect(renderer.render(Box<(Int, Int)>.type((Int, Int).self)) == ".type((Int, Int).self)")
    #expect(renderer.render(Box<Int>.empty) == ".empty")
    #expect(renderer.render((Int, String).self) == "(Int, String).self")
  }

  @Test func `the values around a metatype keep their references`() {
    // A string too long to be stored inline lives on the heap: the copy must retain it.
    let title = String(repeating: "Groceries ", count: 10)
    for _ in 0..<1_000 {
      #expect(renderer.render(Route.thinFirst(String.self, title)).contains(title))
    }
  }
}
