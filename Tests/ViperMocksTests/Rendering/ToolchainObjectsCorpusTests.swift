import Dispatch
import Distributed
import Foundation
import Testing
import ViperMocks

/// A toolchain class the renderer has no face for renders as its name, its fields never read.
///
/// Some of them cannot be read (a `DispatchWorkItem`'s block, a dispatch source's handle), and
/// reflecting them stops the process. CI runs this suite on both runtime paths.
///
/// Every kind of dispatch source is one class, `DispatchSource`. Left out: `DispatchIO`, whose
/// channel takes over the descriptor it is given, and the ports, which Linux Foundation leaves
/// unimplemented.
@Suite struct ToolchainObjectsCorpusTests {
  typealias Sample = RenderingSample

  distributed actor Greeter {
    typealias ActorSystem = LocalTestingDistributedActorSystem

    var count = 0
  }

  /// Returns a source that may be released: Dispatch stops the process when an inactive one is.
  private static func released(_ source: some DispatchSourceProtocol) -> Any {
    source.activate()
    source.cancel()
    return source
  }

  static let dispatch: [Sample] = [
    Sample(
      name: "DispatchWorkItem",
      make: { DispatchWorkItem {} },
      expected: "DispatchWorkItem(…)"
    ),
    Sample(
      name: "a timer source",
      make: { released(DispatchSource.makeTimerSource()) },
      expected: "DispatchSource(…)"
    ),
    Sample(
      name: "a user data source",
      make: { released(DispatchSource.makeUserDataAddSource()) },
      expected: "DispatchSource(…)"
    ),
    Sample(
      name: "DispatchSemaphore",
      make: { DispatchSemaphore(value: 1) },
      expected: "DispatchSemaphore(…)"
    ),
    Sample(name: "DispatchGroup", make: { DispatchGroup() }, expected: "DispatchGroup(…)"),
    Sample(
      name: "DispatchSpecificKey",
      make: { DispatchSpecificKey<Int>() },
      expected: "DispatchSpecificKey<Int>()"
    ),
    Sample(
      name: "DispatchData",
      make: { [UInt8(1), 2].withUnsafeBytes { DispatchData(bytes: $0) } },
      expected: "DispatchData([1, 2])"
    ),
    Sample(
      name: "a queue of one's own",
      make: { DispatchQueue(label: "app.work") },
      expected: #"DispatchQueue(label: "app.work")"#
    ),
  ]

  static let foundation: [Sample] = [
    Sample(
      name: "OperationQueue",
      make: { OperationQueue() },
      expected: "OperationQueue(name: nil)"
    ),
    Sample(name: "Operation", make: { Operation() }, expected: "Operation(…)"),
    Sample(name: "BlockOperation", make: { BlockOperation {} }, expected: "BlockOperation(…)"),
    Sample(name: "an unstarted Thread", make: { Thread {} }, expected: "Thread()"),
    Sample(
      name: "NotificationCenter",
      make: { NotificationCenter() },
      expected: "NotificationCenter(…)"
    ),
    Sample(name: "RunLoop", make: { RunLoop.main }, expected: "RunLoop(…)"),
    Sample(name: "NSCondition", make: { NSCondition() }, expected: "NSCondition(…)"),
    Sample(
      name: "NSConditionLock",
      make: { NSConditionLock(condition: 0) },
      expected: "NSConditionLock(…)"
    ),
    Sample(name: "NSRecursiveLock", make: { NSRecursiveLock() }, expected: "NSRecursiveLock(…)"),
    Sample(name: "Progress", make: { Progress(totalUnitCount: 2) }, expected: "Progress(…)"),
    Sample(
      name: "NSCache",
      make: { NSCache<NSString, NSString>() },
      expected: "NSCache<NSString, NSString>(…)"
    ),
    Sample(name: "Scanner", make: { Scanner(string: "x") }, expected: "Scanner(…)"),
    Sample(name: "InputStream", make: { InputStream(data: Data([1])) }, expected: "InputStream(…)"),
    Sample(name: "NumberFormatter", make: { NumberFormatter() }, expected: "NumberFormatter(…)"),
    Sample(
      name: "ByteCountFormatter",
      make: { ByteCountFormatter() },
      expected: "ByteCountFormatter(…)"
    ),
    Sample(
      name: "ISO8601DateFormatter",
      make: { ISO8601DateFormatter() },
      expected: "ISO8601DateFormatter(…)"
    ),
    Sample(name: "NSObject", make: { NSObject() }, expected: "NSObject()"),
  ]

  @Test(arguments: dispatch + foundation)
  func `renders as its name without reading its fields`(sample: Sample) {
    let value = sample.make()

    let first = TextRenderer(width: 400).render(value)
    let second = TextRenderer(width: 400).render(value)

    #expect(first == sample.expected)
    #expect(second == first)
  }

  @Test func `renders a distributed actor as an actor`() {
    let greeter = Greeter(actorSystem: LocalTestingDistributedActorSystem())

    let text = TextRenderer().render(greeter)

    #expect(text == "Greeter(…)")
  }

  @Test func `renders a field of a distributed actor's type inside a struct`() {
    struct Lobby {
      let greeter: Greeter
    }
    let lobby = Lobby(greeter: Greeter(actorSystem: LocalTestingDistributedActorSystem()))

    let text = TextRenderer().render(lobby)

    #expect(text == "Lobby(greeter: Greeter(…))")
  }
}
