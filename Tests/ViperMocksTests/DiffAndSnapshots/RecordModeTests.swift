import Testing
import ViperTesting

@Suite struct RecordModeTests {
  @Test(arguments: [
    ([:], RecordMode.missing),
    (["VIPERSPEC_RECORD": ""], .missing),
    (["VIPERSPEC_RECORD": "never"], .never),
    (["VIPERSPEC_RECORD": "missing"], .missing),
    (["VIPERSPEC_RECORD": " ALL "], .all),
    (["VIPERSPEC_RECORD": "all", "CI": "true"], .never),
    (["VIPERSPEC_RECORD": "missing", "CI": "1"], .never),
    (["CI": "true"], .never),
    (["VIPERSPEC_RECORD": "all", "CI": "false"], .all),
    (["VIPERSPEC_RECORD": "all", "CI": "0"], .all),
    (["VIPERSPEC_RECORD": "all", "CI": ""], .all),
  ])
  func `reads the mode from the environment`(
    environment: [String: String],
    mode: RecordMode
  )
    throws
  {
    #expect(try RecordMode.resolve(environment: environment) == mode)
  }

  @Test(arguments: ["yes", "record", "1", "nevermind"])
  func `refuses an unknown value and lists the valid ones`(value: String) {
    #expect(throws: RecordModeError(value: value)) {
      try RecordMode.resolve(environment: ["VIPERSPEC_RECORD": value])
    }
    let message = RecordModeError(value: value).description
    #expect(message.hasPrefix("VIPERSPEC_RECORD=\(value) is not a record mode."))
    #expect(message.contains("one of: never, missing, all"))
  }

  @Test func `refuses an unknown value even on CI`() {
    #expect(throws: RecordModeError.self) {
      try RecordMode.resolve(environment: ["VIPERSPEC_RECORD": "often", "CI": "true"])
    }
  }
}
