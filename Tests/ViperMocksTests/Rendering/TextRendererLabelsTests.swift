import Foundation
import Testing
import ViperMocks

/// An unowned reference to an object already deinitialized renders as `(freed)` instead of
/// stopping the process, on the default runtime path, which can tell one without loading it.
///
/// The safe path reads only through `Mirror`, which loads every reference it lists: there, such a
/// reference still stops the process, so these tests run on the default path alone.
@Suite(.enabled(if: DefaultRuntimePath.readsMetadata))
struct TextRendererLabelsTests {
  final class Target {}

  final class Holder {
    unowned let target: Target
    let name = "h"

    init(_ target: Target) {
      self.target = target
    }
  }

  final class AnyHolder {
    unowned let target: AnyObject

    init(_ target: AnyObject) {
      self.target = target
    }
  }

  class Base {
    unowned let parent: Target

    init(_ parent: Target) {
      self.parent = parent
    }
  }

  final class Child: Base {
    let age = 3
  }

  struct Pair {
    unowned let target: Target
    let count: Int
  }

  protocol Listener: AnyObject {}

  final class Speaker: Listener {}

  /// Optional unowned references (Swift 5) look like weak ones to `Mirror`: optional, not strong.
  final class OptionalHolder {
    unowned var target: Target?
    weak var watcher: Target?
    unowned var listener: (any Listener)?
    let name = "o"

    init(_ target: Target?, listener: (any Listener)? = nil) {
      self.target = target
      self.watcher = target
      self.listener = listener
    }
  }

  struct OptionalPair<Element: AnyObject> {
    unowned var element: Element?
    let count: Int
  }

  @Test func `renders an unowned reference to a freed object as freed`() {
    var target: Target? = Target()
    let holder = target.map(Holder.init)
    target = nil

    let text = TextRenderer().render(holder as Any)

    #expect(text == #"Holder(target: (freed), name: "h")"#)
  }

  @Test func `reads an unowned reference to a live object`() {
    let target = Target()
    let holder = Holder(target)

    let text = TextRenderer().render(holder)

    #expect(text == #"Holder(target: Target(), name: "h")"#)
    withExtendedLifetime(target) {}
  }

  @Test func `renders an unowned existential to a freed object as freed`() {
    var target: Target? = Target()
    let holder = target.map(AnyHolder.init)
    target = nil

    let text = TextRenderer().render(holder as Any)

    #expect(text == "AnyHolder(target: (freed))")
  }

  @Test func `renders an inherited unowned reference to a freed object as freed`() {
    var target: Target? = Target()
    let child = target.map(Child.init)
    target = nil

    let text = TextRenderer().render(child as Any)

    #expect(text == "Child(parent: (freed), age: 3)")
  }

  @Test func `renders an unowned reference in a struct to a freed object as freed`() {
    var target: Target? = Target()
    let pair = target.map { Pair(target: $0, count: 2) }
    target = nil

    let text = TextRenderer().render(pair as Any)

    #expect(text == "Pair(target: (freed), count: 2)")
  }
}

extension TextRendererLabelsTests {
  @Test func `renders an optional unowned reference to a freed object as freed`() {
    var target: Target? = Target()
    var speaker: Speaker? = Speaker()
    let holder = OptionalHolder(target, listener: speaker)
    target = nil
    speaker = nil

    let text = TextRenderer(width: 200).render(holder)

    #expect(
      text == #"OptionalHolder(target: (freed), watcher: nil, listener: (freed), name: "o")"#
    )
  }

  @Test func `reads an optional unowned reference that is nil or alive`() {
    let target = Target()

    let alive = TextRenderer(width: 200).render(OptionalHolder(target))
    let empty = TextRenderer(width: 200).render(OptionalHolder(nil))

    #expect(
      alive == #"OptionalHolder(target: Target(), watcher: Target(), listener: nil, name: "o")"#
    )
    #expect(empty == #"OptionalHolder(target: nil, watcher: nil, listener: nil, name: "o")"#)
    withExtendedLifetime(target) {}
  }

  @Test func `renders a generic struct's optional unowned reference to a freed object as freed`() {
    var target: Target? = Target()
    let pair = OptionalPair(element: target, count: 2)
    target = nil

    let text = TextRenderer().render(pair)

    #expect(text == "OptionalPair<Target>(element: (freed), count: 2)")
  }
}
