import Foundation
import Testing
import ViperTesting

/// A wrapped property reads as a Swift developer writes it, never as the compiler's storage.
///
/// `Counter(count: 3)`, not `Counter(_count: Clamped(…))`, wherever the runtime can find the
/// wrapper's `wrappedValue`: stored in a struct or a class, or listed by the wrapper's own
/// mirror. A `wrappedValue` computed from other storage leaves no trace the runtime can read, so
/// that wrapper keeps its storage's name: the tests pin that limit next to its escape hatch.
@Suite struct PropertyWrapperRenderingTests {
  @propertyWrapper
  struct Stored<Value: Sendable>: Sendable {
    var wrappedValue: Value
  }

  /// A wrapper with state of its own besides its value.
  @propertyWrapper
  struct Ranged {
    var wrappedValue: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
      self.wrappedValue = wrappedValue
      self.range = range
    }
  }

  /// A wrapper whose projected value (`$score`) is stored beside its value.
  @propertyWrapper
  struct Flagged {
    var wrappedValue: Int
    var projectedValue = true
  }

  /// A wrapper whose value is computed from storage of its own: the runtime sees `stored` only.
  @propertyWrapper
  struct Clamped {
    private var stored: Int
    var wrappedValue: Int {
      get { stored }
      set { stored = min(max(newValue, 0), 10) }
    }
    var projectedValue: Int { stored * 10 }

    init(wrappedValue: Int) {
      stored = min(max(wrappedValue, 0), 10)
    }
  }

  /// The escape hatch: the same wrapper, listing its value in its mirror.
  @propertyWrapper
  struct Mirrored: CustomReflectable {
    private var stored: Int
    var wrappedValue: Int {
      get { stored }
      set { stored = newValue }
    }
    var customMirror: Mirror { Mirror(self, children: ["wrappedValue": wrappedValue]) }

    init(wrappedValue: Int) {
      stored = wrappedValue
    }
  }

  @propertyWrapper
  final class Shared<Value> {
    var wrappedValue: Value

    init(wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }
  }

  /// A wrapper that holds its object weakly: Swift allows no `weak` wrappedValue, so it is
  /// computed, and listed in the wrapper's mirror.
  @propertyWrapper
  struct Weak: CustomReflectable {
    private weak var object: Owner?
    var wrappedValue: Owner? {
      get { object }
      set { object = newValue }
    }
    var customMirror: Mirror { Mirror(self, children: ["wrappedValue": wrappedValue as Any]) }

    init() {}
  }

  /// The same wrapper without the mirror: its weak storage shows, read safely.
  @propertyWrapper
  struct Unlisted {
    private weak var object: Owner?
    var wrappedValue: Owner? {
      get { object }
      set { object = newValue }
    }

    init() {}
  }

  final class Owner: Sendable {
    let name = "owner"
  }

  struct Counter {
    @Clamped var count: Int
  }

  struct Profile {
    @Stored var name: String
    @Stored var nickname: String?
    @Ranged(0...10) var volume = 3
    @Flagged var score = 7
  }

  struct Layered {
    @Stored @Stored var depth: Int
    @Stored @Ranged(0...5) var level = 2
  }

  struct Reflected {
    @Mirrored var count: Int
  }

  struct Linked {
    @Shared var shared: Int
  }

  /// Wrapped values of every kind the fast path reads differently: an object, a tuple, an enum,
  /// a date, a dictionary, a range and an existential holding a wrapper of its own.
  struct Assorted {
    @Stored var owner: Owner
    @Stored var pair: (Int, Int)
    @Stored var event: Event
    @Stored var due: Date
    @Stored var scores: [String: Int]
    @Stored var range: ClosedRange<Int>
    @Stored var anything: any Sendable
  }

  /// A generic struct whose stored property of a type parameter is bound to a wrapper.
  struct Holder<Value> {
    // swift-format-ignore: NoLeadingUnderscores
    var _value: Value
  }

  struct Delegating {
    @Weak var delegate: Owner?
    @Unlisted var backup: Owner?
  }

  final class Model {
    @Stored var title = "Milk"
    @Clamped var count = 12
  }

  /// A struct whose fields merely start with an underscore: no wrapper, so the names stay.
  struct Token {
    // swift-format-ignore: NoLeadingUnderscores
    var _raw: String
    // swift-format-ignore: NoLeadingUnderscores
    var _parts: [Int]
  }

  /// Fields of existential type that start with an underscore: a wrapper's storage never has one.
  struct Erased {
    // swift-format-ignore: NoLeadingUnderscores
    var _payload: Any
    // swift-format-ignore: NoLeadingUnderscores
    var _delegate: any Sendable
  }

  /// A wrapper's storage beside a property that already has the wrapped property's name.
  struct Clash {
    // swift-format-ignore: NoLeadingUnderscores
    var _value: Stored<Int>
    var value: Int
  }

  enum Event: Sendable {
    case saved(Profile)
    case counted(Counter, Int)
  }

  private let renderer = TextRenderer()

  @Test func `a stored wrappedValue reads as the property: Profile(name: "Ada", …)`() {
    let profile = Profile(name: "Ada", nickname: nil)

    #expect(
      renderer.render(profile) == #"Profile(name: "Ada", nickname: nil, volume: 3, score: 7)"#
    )
  }

  @Test func `a wrapper around an optional reads as the optional: nickname: "Ace"`() {
    let profile = Profile(name: "Ada", nickname: "Ace")

    #expect(renderer.render(profile).contains(#"nickname: "Ace""#))
  }

  @Test func `a wrapper's own state and stored projected value stay out: volume: 3, score: 7`() {
    let text = renderer.render(Profile(name: "Ada", nickname: nil))

    #expect(!text.contains("range"))
    #expect(!text.contains("projectedValue"))
    #expect(!text.contains("$"))
  }

  @Test func `nested wrappers read as the innermost value: Layered(depth: 4, level: 2)`() {
    #expect(renderer.render(Layered(depth: 4)) == "Layered(depth: 4, level: 2)")
  }

  @Test func `a class wrapper reads as its value: Linked(shared: 5)`() {
    #expect(renderer.render(Linked(shared: 5)) == "Linked(shared: 5)")
  }

  @Test func `wrapped values of every kind read as themselves: owner: Owner(…), pair: (1, 2)`() {
    let assorted = Assorted(
      owner: Owner(),
      pair: (1, 2),
      event: .counted(Counter(count: 1), 2),
      due: Date(timeIntervalSince1970: 0),
      scores: ["a": 1],
      range: 1...3,
      anything: Stored(wrappedValue: 4)
    )

    #expect(
      TextRenderer(width: 1_000).render(assorted)
        == #"Assorted(owner: Owner(name: "owner"), pair: (1, 2), "#
        + #"event: .counted(Counter(_count: Clamped(stored: 1)), 2), "#
        + #"due: 1970-01-01T00:00:00Z, scores: ["a": 1], "#
        + #"range: 1...3, "#
        + #"anything: Stored<Int>(wrappedValue: 4))"#
    )
  }

  @Test func `a type parameter bound to a wrapper reads as the property: Holder(value: 1)`() {
    #expect(
      renderer.render(Holder(_value: Stored(wrappedValue: 1))) == "Holder<Stored<Int>>(value: 1)"
    )
  }

  @Test func `a weak wrapper that lists its value reads as the object: delegate: Owner(…)`() {
    let owner = Owner()
    var delegating = Delegating()
    delegating.delegate = owner
    delegating.backup = owner

    #expect(
      renderer.render(delegating)
        == #"Delegating(delegate: Owner(name: "owner"), _backup: Unlisted(object: Owner(name: "owner")))"#
    )
    #expect(
      renderer.render(Delegating()) == "Delegating(delegate: nil, _backup: Unlisted(object: nil))"
    )
  }

  @Test func `a wrapper in a class reads as the property: Model(title: "Milk", …)`() {
    #expect(renderer.render(Model()) == #"Model(title: "Milk", _count: Clamped(stored: 10))"#)
  }

  @Test func `wrapped properties inside enums, tuples and arrays read alike: .saved(Profile(…))`() {
    let profile = Profile(name: "Ada", nickname: nil)
    let expected = #"Profile(name: "Ada", nickname: nil, volume: 3, score: 7)"#

    #expect(renderer.render(Event.saved(profile)) == ".saved(\(expected))")
    #expect(renderer.render((profile, 1)) == "(\(expected), 1)")
    #expect(renderer.render([profile]) == "[\(expected)]")
    #expect(renderer.render(Event.counted(Counter(count: 3), 1)) != "")
  }

  @Test func `a wide wrapped value breaks over lines under the property's name`() {
    let narrow = TextRenderer(width: 30)

    #expect(
      narrow.render(Profile(name: "Ada Lovelace", nickname: "Ace"))
        == """
        Profile(
          name: "Ada Lovelace",
          nickname: "Ace",
          volume: 3,
          score: 7,
        )
        """
    )
  }

  @Test func `fields that merely start with an underscore keep their names: _raw`() {
    let token = Token(_raw: "abc", _parts: [1])

    #expect(renderer.render(token) == #"Token(_raw: "abc", _parts: [1])"#)
  }

  /// Found on the way: asking the runtime for the fields of `Any` stopped the process.
  @Test func `an underscored field of type Any keeps its name, whatever it holds: _payload`() {
    let erased = Erased(_payload: Stored(wrappedValue: 1), _delegate: Stored(wrappedValue: "a"))

    #expect(
      renderer.render(erased)
        == #"Erased(_payload: Stored<Int>(wrappedValue: 1), _delegate: Stored<String>(wrappedValue: "a"))"#
    )
  }

  @Test func `a wrapper whose value would repeat a property's name keeps its storage's name`() {
    let clash = Clash(_value: Stored(wrappedValue: 1), value: 2)

    #expect(renderer.render(clash) == "Clash(_value: Stored<Int>(wrappedValue: 1), value: 2)")
  }

  /// The limit: a computed `wrappedValue` is code, which neither `Mirror` nor the metadata runs.
  @Test func `a computed wrappedValue, written Counter(count: 3), reads as its storage`() {
    #expect(renderer.render(Counter(count: 3)) == "Counter(_count: Clamped(stored: 3))")
  }

  @Test func `a wrapper that lists wrappedValue in its mirror reads as the property: count: 3`() {
    #expect(renderer.render(Reflected(count: 3)) == "Reflected(count: 3)")
  }

  @Test func `a wrapped value renders the same on every run and in every task`() async {
    let renderer = self.renderer
    let texts = await withTaskGroup(of: String.self) { group in
      for number in 0..<8 {
        group.addTask { renderer.render(Layered(depth: number)) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    #expect(Set(texts) == Set((0..<8).map { "Layered(depth: \($0), level: 2)" }))
  }
}
