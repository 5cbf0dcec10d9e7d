import Testing
import ViperCore
import ViperMocks
import ViperRuntime

/// `VIPERSPEC_RUNTIME` chooses the runtime fast paths; a value nobody meant never turns them on.
@Suite struct RuntimeModeTests {
  @Test func `safe turns every fast path off`() {
    let mode = RuntimeMode(environmentValue: "safe")
    #expect(!mode.readsMetadata)
    #expect(!mode.hooksExecutor)
  }

  @Test func `fast turns every fast path on`() {
    let mode = RuntimeMode(environmentValue: "fast")
    #expect(mode.readsMetadata)
    #expect(mode.hooksExecutor)
  }

  #if os(Linux)
  @Test(arguments: [nil, ""] as [String?])
  func `by default Linux takes both fast paths`(value: String?) {
    #expect(RuntimeMode(environmentValue: value) == RuntimeMode(environmentValue: "fast"))
  }
  #endif

  @Test(arguments: ["Safe", "sfae", "off", "1", "safe "])
  func `an unknown value takes the safe path and says so`(value: String) {
    let warnings = LockedState<[String]>([])
    let mode = RuntimeMode(environmentValue: value) { message in
      warnings.withLock { $0.append(message) }
    }

    #expect(mode == RuntimeMode(environmentValue: "safe"))
    #expect(warnings.withLock { $0 }.count == 1)
    #expect(warnings.withLock { $0 }.first?.contains("VIPERSPEC_RUNTIME=\"\(value)\"") == true)
  }

  @Test func `a newline in the value cannot forge a line of the warning`() {
    let warnings = LockedState<[String]>([])
    _ = RuntimeMode(environmentValue: "safe\nerror: injected") { message in
      warnings.withLock { $0.append(message) }
    }

    let warning = warnings.withLock { $0 }.first ?? ""
    #expect(!warning.contains("\n"))
    #expect(warning.contains(#"VIPERSPEC_RUNTIME="safe\nerror: injected""#))
  }
}
