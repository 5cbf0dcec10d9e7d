import Testing
import ViperSpec

@Suite struct PackageRootTests {
  @Test func `finds the folder above a source file that holds Package.swift`() throws {
    let root = try #require(PackageRoot.containing(#filePath))

    #expect(#filePath.hasPrefix(root + "/Tests/ViperSpecTests/"))
  }

  @Test func `returns nil when no folder above has a Package.swift`() {
    #expect(PackageRoot.containing("/nonexistent/folder/file.swift") == nil)
  }
}
