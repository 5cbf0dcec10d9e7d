/// A binary min-heap of sleepers ordered by deadline, then by registration order.
///
/// Cancelled sleepers are removed lazily: the heap keeps their keys and the clock skips keys whose
/// sequence number is no longer live, so cancellation costs O(1) and 10,000 sleepers stay cheap.
struct SleeperQueue {
  struct Key: Comparable {
    /// The instant the sleeper's deadline names, which orders the queue.
    let deadline: Duration
    let sequence: Int
    /// The first instant the sleeper may wake: its deadline, or for a date a hair before.
    let earliest: Duration

    // Spelled out: a debug build runs a tuple comparison generically, which cost a tenth of the
    // clock's time per main-actor sleeper.
    static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.deadline == rhs.deadline ? lhs.sequence < rhs.sequence : lhs.deadline < rhs.deadline
    }
  }

  private var heap: [Key] = []

  // The heap is walked through pointers: a debug build runs every `Array` subscript as an
  // unspecialized generic call, which made the walk a quarter of a settling advance's time.

  mutating func insert(_ key: Key) {
    heap.append(key)
    heap.withUnsafeMutableBufferPointer { buffer in
      guard let keys = buffer.baseAddress else { return }
      var child = buffer.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard key < keys[parent] else { break }
        keys[child] = keys[parent]
        child = parent
      }
      keys[child] = key
    }
  }

  /// Empties the queue and fills it with the given keys, for a clock whose date was set.
  mutating func replaceAll(with keys: some Sequence<Key>) {
    heap = []
    for key in keys { insert(key) }
  }

  /// The earliest key, live or not.
  var first: Key? { heap.first }

  mutating func removeFirst() {
    guard let last = heap.popLast(), !heap.isEmpty else { return }
    heap.withUnsafeMutableBufferPointer { buffer in
      guard let keys = buffer.baseAddress else { return }
      let count = buffer.count
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < count else { break }
        let right = left + 1
        let child = right < count && keys[right] < keys[left] ? right : left
        guard keys[child] < last else { break }
        keys[parent] = keys[child]
        parent = child
      }
      keys[parent] = last
    }
  }
}
