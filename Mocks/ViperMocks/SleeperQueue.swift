/// A binary min-heap of sleepers ordered by deadline, then by registration order.
///
/// Cancelled sleepers are removed lazily: the heap keeps their keys and the clock skips keys whose
/// sequence number is no longer live, so cancellation costs O(1) and 10,000 sleepers stay cheap.
struct SleeperQueue {
  struct Key: Comparable {
    let deadline: Double
    let sequence: Int

    // Spelled out: a debug build runs a tuple comparison generically, which cost a tenth of the
    // clock's time per main-actor sleeper.
    static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.deadline == rhs.deadline ? lhs.sequence < rhs.sequence : lhs.deadline < rhs.deadline
    }
  }

  private var heap: [Key] = []

  mutating func insert(_ key: Key) {
    heap.append(key)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// The earliest key, live or not.
  var first: Key? { heap.first }

  mutating func removeFirst() {
    guard !heap.isEmpty else { return }
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left] < heap[smallest] { smallest = left }
      if right < heap.count, heap[right] < heap[smallest] { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
