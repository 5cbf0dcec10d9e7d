// The navigator double's name before doubles took one scheme (`Mock…` for mocks, `Recorder…` for
// the doubles that journal what they are told); kept for one release so that a package using it
// compiles, with a fix-it to the new name.

/// The earlier name of ``RecorderNavigator``.
@available(*, deprecated, renamed: "RecorderNavigator")
public typealias NavigatorRecorder<Screen: Equatable & Sendable> = RecorderNavigator<Screen>
