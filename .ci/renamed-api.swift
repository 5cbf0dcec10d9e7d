// A downstream file written against the public names this release renamed. `.ci/run` type-checks
// it against the built modules: it must compile, and each old name must warn with its new name,
// so a team that updates ViperSpec gets a fix-it rather than a broken build.
import ViperCore
import ViperMocks

@MainActor func useRenamedNames(journal: Journal) {
  let navigator = NavigatorRecorder<Int>(journal: journal)  // RecorderNavigator
  let clock = DatedClock(ContinuousClock(), startingAt: .distantPast)  // AnchoredDateClock
  let view: DateTimeline<SystemClock> = DateTimeline(SystemClock())  // DateClockContinuousView
  _ = (navigator, clock, view)
}
