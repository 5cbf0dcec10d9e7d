import Frogs
import Testing

@Suite struct HomeTabTests {
  @Test func `the tabs are the original's, in its order`() {
    #expect(HomeTab.allCases.map(\.title) == ["Frogs Guide", "Setting"])
    #expect(HomeTab.allCases.map(\.systemImage) == ["house.fill", "gear"])
    #expect(HomeTab.allCases.map(\.firstScreen) == [.frogsList, .setting])
    #expect(HomeTab.allCases.map(\.rawValue) == [0, 1])
  }
}
