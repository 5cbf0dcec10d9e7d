/// Entities in insertion order with constant-time lookup by ID, so that a store's writes cost the
/// same however many entities it holds.
///
/// Removing an entity leaves a hole that is skipped when reading; the holes are squeezed out once
/// they outnumber the entities, which keeps every operation amortized O(1) except `values`.
struct OrderedEntities<Entity: Identifiable> {
  private var slots: [Entity?] = []
  private var positions: [Entity.ID: Int] = [:]

  /// The number of entities held.
  var count: Int { positions.count }

  /// The entities, in insertion order.
  var values: [Entity] { slots.compactMap { $0 } }

  func contains(id: Entity.ID) -> Bool {
    positions[id] != nil
  }

  func entity(withID id: Entity.ID) -> Entity? {
    positions[id].flatMap { slots[$0] }
  }

  /// Appends an entity whose ID is not held yet.
  mutating func append(_ entity: Entity) {
    precondition(positions[entity.id] == nil, "OrderedEntities holds each ID once.")
    positions[entity.id] = slots.count
    slots.append(entity)
  }

  /// Replaces the held entity that has the same ID, keeping its position.
  mutating func replace(_ entity: Entity) {
    guard let position = positions[entity.id] else {
      preconditionFailure("OrderedEntities replaces only an entity it holds.")
    }
    slots[position] = entity
  }

  /// Removes the entity with the ID.
  mutating func remove(id: Entity.ID) {
    guard let position = positions.removeValue(forKey: id) else {
      preconditionFailure("OrderedEntities removes only an entity it holds.")
    }
    slots[position] = nil
    if slots.count > 32, slots.count > 2 * positions.count { squeeze() }
  }

  private mutating func squeeze() {
    slots = slots.filter { $0 != nil }
    for (position, entity) in slots.enumerated() {
      if let entity { positions[entity.id] = position }
    }
  }
}

extension OrderedEntities: Sendable where Entity: Sendable, Entity.ID: Sendable {}
