/// The frog detail use case: finds one frog of the source by its identifier.
public final class FrogDetailInteractor: FrogDetailInteracting {
  private let source: any FrogSource

  /// Creates the interactor.
  ///
  /// - Parameter source: Where the frogs come from.
  public init(source: any FrogSource) {
    self.source = source
  }

  public func frog(id: String) async throws(FrogDetailError) -> Frog {
    let frogs: [Frog]
    do {
      frogs = try await source.frogs()
    } catch {
      throw .unavailable
    }
    guard let frog = frogs.first(where: { $0.id == id }) else { throw .notFound(id: id) }
    return frog
  }
}
