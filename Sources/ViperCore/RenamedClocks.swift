// The clock adapters' names before they said which way each adapts; kept for one release so that
// a package using them compiles, with a fix-it to the new name.

/// The earlier name of ``AnchoredDateClock``.
@available(*, deprecated, renamed: "AnchoredDateClock")
public typealias DatedClock<Base: Clock<Duration>> = AnchoredDateClock<Base>

/// The earlier name of ``DateClockContinuousView``.
@available(*, deprecated, renamed: "DateClockContinuousView")
public typealias DateTimeline<Base: DateClock> = DateClockContinuousView<Base>
