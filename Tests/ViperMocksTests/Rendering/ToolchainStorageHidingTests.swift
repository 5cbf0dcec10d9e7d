import Dispatch
import Foundation
import RegexBuilder
import Testing
import ViperMocks

/// A toolchain type whose stored properties are private storage renders as its name and `(…)`,
/// or as the public values that tell it apart, never its storage or what differs between runs.
///
/// A file handle's descriptor, a bundle's path, a process's arguments and a host's name change
/// from run to run or machine to machine; `_fd`, `_storage`, `$defaultActor` and `__NSCFType`
/// are nothing a Swift developer can write. CI runs this suite on both runtime paths.
@Suite struct ToolchainStorageHidingTests {
  typealias Sample = RenderingSample

  actor Counter {
    var count = 0
  }

  final class Leaf: Sendable {
    let name: String

    init(name: String) {
      self.name = name
    }
  }

  /// An operation of the app's own, whose inherited storage is the toolchain's.
  final class Refresh: Operation, @unchecked Sendable {
    // Immutable after init: the only state is a constant.
    let feed = "news"
  }

  /// Kept for the whole run, so that the unmanaged reference to it is never to a freed object.
  static let keptLeaf = Leaf(name: "a")

  static let samples: [Sample] = [
    Sample(name: "UserDefaults", make: { UserDefaults.standard }, expected: "UserDefaults(…)"),
    Sample(name: "ProcessInfo", make: { ProcessInfo.processInfo }, expected: "ProcessInfo(…)"),
    Sample(
      name: "a standard file handle",
      make: { FileHandle.standardError },
      expected: "FileHandle.standardError"
    ),
    Sample(
      name: "another file handle",
      make: { FileHandle(fileDescriptor: 99, closeOnDealloc: false) },
      expected: "FileHandle(…)"
    ),
    Sample(name: "Pipe", make: { Pipe() }, expected: "Pipe(…)"),
    Sample(name: "Bundle", make: { Bundle.main }, expected: "Bundle(…)"),
    Sample(
      name: "Timer",
      make: { Timer(timeInterval: 1, repeats: false) { _ in } },
      expected: "Timer(…)"
    ),
    Sample(name: "DateFormatter", make: { DateFormatter() }, expected: "DateFormatter(…)"),
    Sample(name: "JSONEncoder", make: { JSONEncoder() }, expected: "JSONEncoder(…)"),
    Sample(name: "JSONDecoder", make: { JSONDecoder() }, expected: "JSONDecoder(…)"),
    Sample(name: "FileManager", make: { FileManager.default }, expected: "FileManager(…)"),
    Sample(name: "NSLock", make: { NSLock() }, expected: "NSLock(…)"),
    Sample(name: "DispatchGroup", make: { DispatchGroup() }, expected: "DispatchGroup(…)"),
    Sample(name: "NSNull", make: { NSNull() }, expected: "NSNull()"),
    Sample(
      name: "Unmanaged",
      make: { Unmanaged.passUnretained(keptLeaf) },
      expected: "Unmanaged<Leaf>(…)"
    ),
    Sample(name: "an actor", make: { Counter() }, expected: "Counter(…)"),
    Sample(
      name: "an AsyncStream",
      make: { AsyncStream<Int> { $0.finish() } },
      expected: "AsyncStream<Int>(…)"
    ),
    Sample(
      name: "an AsyncStream's continuation",
      make: { AsyncStream<Int>.makeStream().continuation },
      expected: "AsyncStream<Int>.Continuation(…)"
    ),
    Sample(
      name: "a subclass of a toolchain class",
      make: { Refresh() },
      expected: #"Refresh(feed: "news")"#
    ),
    Sample(
      name: "a toolchain collection shows its elements",
      make: { [1, 2, 3].reversed() },
      expected: "ReversedCollection<Array<Int>>([3, 2, 1])"
    ),
    Sample(
      name: "a number style stores its settings in an internal property",
      make: { Decimal.FormatStyle(locale: Locale(identifier: "fr_FR")) },
      expected: "Decimal.FormatStyle(locale: Locale(fr_FR), …)"
    ),
    Sample(
      name: "a character class of RegexBuilder, whose properties are all internal",
      make: { CharacterClass.digit },
      expected: "CharacterClass(…)"
    ),
    Sample(
      name: "an anchor of RegexBuilder",
      make: { Anchor.startOfLine },
      expected: "Anchor(…)"
    ),
    Sample(
      name: "a private subclass by its public class's name",
      make: {
        let regex = try? NSRegularExpression(pattern: "a")
        return regex?.firstMatch(in: "a", range: NSRange(location: 0, length: 1)) as Any
      },
      expected: "NSTextCheckingResult(…)"
    ),
    Sample(
      name: "a nested private subclass by its public class's name",
      make: { FileManager.default.enumerator(atPath: "/") as Any },
      expected: "FileManager.DirectoryEnumerator(…)"
    ),
    Sample(
      name: "a nested toolchain type is named as Swift writes it",
      make: { DecodingError.Context(codingPath: [], debugDescription: "bad") },
      expected:
        #"DecodingError.Context(codingPath: [], debugDescription: "bad", underlyingError: nil)"#
    ),
  ]

  /// Handles to a suspended task or an executor: what they hold is the runtime's, not a value.
  @Test func `a continuation or an executor handle renders as its name`() async {
    let renderer = TextRenderer(width: 400)
    let executor = renderer.render(MainActor.shared.unownedExecutor)
    let checked = await withCheckedContinuation {
      (continuation: CheckedContinuation<String, Never>) in
      continuation.resume(returning: renderer.render(continuation))
    }

    #expect(executor == "UnownedSerialExecutor(…)")
    #expect(checked == "CheckedContinuation<String, Never>(…)")
  }

  @Test(arguments: samples)
  func `renders without storage`(sample: Sample) {
    #expect(TextRenderer(width: 400).render(sample.make()) == sample.expected)
  }

  /// Values without an exact text here must still show no storage, no address and no
  /// Core Foundation type.
  static let corpus: [@Sendable () -> Any] = [
    { Host.current() },
    { Progress(totalUnitCount: 2) },
    { NotificationCenter.default },
    { RunLoop.main },
    { Scanner(string: "x") },
    { BlockOperation {} },
    { PropertyListEncoder() },
    { NumberFormatter() },
    { ISO8601DateFormatter() },
    { DispatchSemaphore(value: 0) },
    { Task<Void, Never> {} },
    { ["a": 1].keys },
    { "ab".startIndex },
    { Locale.Language(identifier: "en") },
    { Date.FormatStyle(date: .numeric, time: .omitted) },
  ]

  @Test func `no toolchain value of the corpus shows its storage`() {
    for make in Self.corpus {
      let text = TextRenderer().render(make())
      #expect(text.firstMatch(of: /[(\s,]_[A-Za-z_]\w*:/) == nil, "\(text)")
      #expect(text.firstMatch(of: /0x[0-9a-fA-F]{6,}|\(address\)/) == nil, "\(text)")
      #expect(!text.contains("__NSCF") && !text.contains("$defaultActor"), "\(text)")
    }
  }
}
