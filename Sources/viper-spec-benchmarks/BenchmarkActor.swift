/// A global actor for the clock benchmark's sleepers and advancer, off the main thread.
///
/// On Linux the main actor runs jobs through the main dispatch queue, whose hops cost several
/// times more than an ordinary actor's; the benchmark reports both.
@globalActor
actor BenchmarkActor {
  static let shared = BenchmarkActor()
}
