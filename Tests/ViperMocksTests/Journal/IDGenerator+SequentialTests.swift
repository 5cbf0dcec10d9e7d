import Foundation
import Testing
import ViperTesting

@Suite struct IDGeneratorSequentialTests {
  @Test func `counts up from one`() {
    let makeID = IDGenerator.sequential()

    let ids = (0..<3).map { _ in makeID().uuidString }

    #expect(
      ids == [
        "00000000-0000-0000-0000-000000000001",
        "00000000-0000-0000-0000-000000000002",
        "00000000-0000-0000-0000-000000000003",
      ]
    )
  }

  @Test func `counts up from a chosen start in hexadecimal`() {
    let makeID = IDGenerator.sequential(startingAt: 255)

    #expect(makeID().uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(makeID().uuidString == "00000000-0000-0000-0000-000000000100")
  }

  @Test func `never repeats an ID across concurrent callers`() async {
    let makeID = IDGenerator.sequential()

    let ids = await withTaskGroup(of: UUID.self) { group in
      for _ in 0..<500 { group.addTask { makeID() } }
      return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
    }

    #expect(ids.count == 500)
  }
}
