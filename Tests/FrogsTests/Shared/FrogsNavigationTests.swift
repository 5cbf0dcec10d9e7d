import Frogs
import Testing
import ViperCore

@Suite struct FrogsNavigationTests {
  private let alert = Alert(title: "Log out?", actions: [AlertAction(id: "ok", title: "OK")])

  @Test func `the home tabs start at the first tab, each with its own first screen`() throws {
    var navigation = FrogsNavigation()
    try navigation.apply(.setRoot(.home))

    #expect(navigation.selectedTab == .frogsGuide)
    #expect(navigation.stack(of: .frogsGuide) == [.frogsList])
    #expect(navigation.stack(of: .setting) == [.setting])
    #expect(navigation.visibleScreen == .frogsList)
  }

  @Test func `each tab keeps its own stack while the other is selected`() throws {
    var navigation = FrogsNavigation()
    try navigation.apply(.setRoot(.home))
    try navigation.apply(.push(.frogDetail(id: "toad")))

    try navigation.apply(.selectTab(HomeTab.setting.rawValue))
    #expect(navigation.stack == [.setting])
    #expect(navigation.visibleScreen == .setting)

    try navigation.apply(.selectTab(HomeTab.frogsGuide.rawValue))
    #expect(navigation.stack == [.frogsList, .frogDetail(id: "toad")])
    try navigation.apply(.pop)
    #expect(navigation.stack == [.frogsList])
  }

  @Test func `a new root forgets the stacks, the sheet and the alert`() throws {
    var navigation = FrogsNavigation()
    try navigation.apply(.setRoot(.home))
    try navigation.apply(.push(.frogDetail(id: "toad")))
    try navigation.apply(.present(.aboutPage, style: .sheet))
    try navigation.apply(.showAlert(alert))

    try navigation.apply(.setRoot(.login))

    #expect(navigation.root == .login)
    #expect(navigation.selectedTab == nil)
    #expect(navigation.stack == [.login])
    #expect(navigation.stack(of: .frogsGuide) == [])
    #expect(navigation.presented == nil)
    #expect(navigation.alert == nil)
  }

  @Test func `a sheet covers the stack until it is dismissed`() throws {
    var navigation = FrogsNavigation()
    try navigation.apply(.setRoot(.home))
    try navigation.apply(.present(.aboutPage, style: .sheet))

    #expect(navigation.visibleScreen == .aboutPage)
    #expect(navigation.presented?.screen == .aboutPage)
    #expect(navigation.presented?.style == .sheet)
    #expect(throws: FrogsNavigationError.covered(by: .aboutPage)) {
      try navigation.apply(.push(.frogDetail(id: "toad")))
    }
    try navigation.apply(.dismiss)
    #expect(navigation.visibleScreen == .frogsList)
  }

  @Test func `an alert shows until the user answers it`() throws {
    var navigation = FrogsNavigation()
    try navigation.apply(.setRoot(.setting))
    try navigation.apply(.showAlert(alert))

    #expect(navigation.alert == alert)
    #expect(throws: FrogsNavigationError.alertAlreadyShowing(title: "Log out?")) {
      try navigation.apply(.showAlert(alert))
    }
    try navigation.closeAlert()
    #expect(navigation.alert == nil)
    #expect(throws: FrogsNavigationError.noAlert) { try navigation.closeAlert() }
  }

  @Test(arguments: [
    (Route<FrogsScreen>.push(.frogsList), FrogsScreen?.none, FrogsNavigationError.noRoot),
    (.pop, .home, .nothingToPop(.frogsList)),
    (.dismiss, .home, .nothingPresented),
    (.selectTab(1), .login, .noTabs(root: .login)),
    (.selectTab(2), .home, .noSuchTab(2)),
  ])
  func `a route that cannot be performed throws and changes nothing`(
    route: Route<FrogsScreen>,
    root: FrogsScreen?,
    error: FrogsNavigationError
  ) throws {
    var navigation = FrogsNavigation()
    if let root { try navigation.apply(.setRoot(root)) }
    let before = navigation

    #expect(throws: error) { try navigation.apply(route) }
    #expect(navigation == before)
  }

  @Test func `the errors say what was wrong in words`() {
    #expect(
      FrogsNavigationError.nothingToPop(.frogsList).description
        == "The stack shows only its first screen, .frogsList; there is nothing to pop."
    )
    #expect(
      FrogsNavigationError.noSuchTab(2).description
        == "The home screen has tabs 0 to 1, not 2."
    )
  }
}
