/// The frogs list use case: reads the frogs from the source, keeping its order.
public final class FrogListInteractor: FrogListInteracting {
  private let source: any FrogSource

  /// Creates the interactor.
  ///
  /// - Parameter source: Where the frogs come from.
  public init(source: any FrogSource) {
    self.source = source
  }

  public func frogs() async throws(FrogSourceError) -> [Frog] {
    try await source.frogs()
  }
}
