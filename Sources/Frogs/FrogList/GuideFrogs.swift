/// The frog source of the app: the guide's three frogs, in its order, with stable identities.
public struct GuideFrogs: FrogSource {
  /// Creates the source.
  public init() {}

  public func frogs() async throws(FrogSourceError) -> [Frog] {
    Frog.guide
  }
}
