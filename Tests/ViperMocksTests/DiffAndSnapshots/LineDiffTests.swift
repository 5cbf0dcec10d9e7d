import Testing
import ViperTesting

@Suite struct LineDiffTests {
  @Test func `finds no change between equal texts`() {
    let diff = LineDiff(old: ["a", "b"], new: ["a", "b"])

    #expect(diff.operations == [.equal(old: 0, new: 0), .equal(old: 1, new: 1)])
  }

  @Test func `finds an inserted line`() {
    let diff = LineDiff(old: ["a", "c"], new: ["a", "b", "c"])

    #expect(diff.operations == [.equal(old: 0, new: 0), .insert(new: 1), .equal(old: 1, new: 2)])
  }

  @Test func `finds a deleted line`() {
    let diff = LineDiff(old: ["a", "b", "c"], new: ["a", "c"])

    #expect(diff.operations == [.equal(old: 0, new: 0), .delete(old: 1), .equal(old: 2, new: 1)])
  }

  @Test func `shows a changed line as a delete then an insert`() {
    let diff = LineDiff(old: ["a", "b", "c"], new: ["a", "x", "c"])

    #expect(
      diff.operations == [
        .equal(old: 0, new: 0), .delete(old: 1), .insert(new: 1), .equal(old: 2, new: 2),
      ]
    )
  }

  @Test func `diffs against an empty side`() {
    #expect(LineDiff(old: [String](), new: ["a"]).operations == [.insert(new: 0)])
    #expect(LineDiff(old: ["a"], new: [String]()).operations == [.delete(old: 0)])
    #expect(LineDiff(old: [String](), new: [String]()).operations.isEmpty)
  }

  @Test(arguments: [
    (["a", "b", "c", "a", "b", "b", "a"], ["c", "b", "a", "b", "a", "c"], 5),
    (["x", "y", "z"], ["a", "b", "c"], 6),
    (["a", "a", "a", "a"], ["a", "a"], 2),
    (["a", "b"], ["b", "a"], 2),
  ])
  func `finds a minimal edit script`(old: [String], new: [String], edits: Int) {
    let operations = LineDiff(old: old, new: new).operations

    #expect(operations.filter { $0.isEdit }.count == edits)
    #expect(applying(operations, old: old, new: new) == new)
  }

  @Test func `keeps one change in 10,000 lines to two edits`() {
    let old = (0..<10_000).map { "line \($0)" }
    var new = old
    new[5_000] = "changed"

    let operations = LineDiff(old: old, new: new).operations

    #expect(operations.filter { $0.isEdit } == [.delete(old: 5_000), .insert(new: 5_000)])
    #expect(operations.count == 10_001)
  }

  @Test func `stays minimal on repetitive text`() {
    let old = (0..<10_000).map { "entry \($0 % 27)" }
    var new = old
    new[7_777] = "changed"
    new.remove(at: 2_000)

    let operations = LineDiff(old: old, new: new).operations

    #expect(operations.filter { $0.isEdit }.count == 3)
    #expect(applying(operations, old: old, new: new) == new)
  }

  private func applying(
    _ operations: [LineDiff.Operation],
    old: [String],
    new: [String]
  ) -> [String] {
    operations.compactMap { operation in
      switch operation {
      case .equal(let index, _): old[index]
      case .insert(let index): new[index]
      case .delete: nil
      }
    }
  }
}

extension LineDiff.Operation {
  fileprivate var isEdit: Bool {
    if case .equal = self { return false }
    return true
  }
}
