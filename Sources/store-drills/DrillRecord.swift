/// The entity the drills write: small, so that the drills measure the store and not encoding.
struct DrillRecord: Identifiable, Codable, Sendable {
  let id: Int
  let title: String
}
