//  WakeQueue.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the scheduler's timer wheel: a binary min-heap of (time, instance) with lazy
//  deletion, so the next wake-up of 10 000 instances is found in O(log n), not by a scan.

/// Instants at which instances want the host's attention, earliest first.
///
/// Each push carries the instance's generation; an entry whose generation is no longer the
/// instance's current one is stale and skipped by the caller.
struct WakeQueue {
    struct Item {
        /// Seconds since 1970.
        var time: Double
        var instance: InstanceID
        var generation: UInt32
    }

    private var heap: [Item] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    /// The earliest item, stale or not.
    var first: Item? { heap.first }

    /// - Complexity: O(log n).
    mutating func push(_ item: Item) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].time < heap[parent].time else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest item.
    /// - Complexity: O(log n).
    mutating func pop() -> Item? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let item = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].time < heap[smallest].time { smallest = left }
            if right < heap.count && heap[right].time < heap[smallest].time { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return item
    }

    /// Frees the heap's storage when most of it is stale (called by the owner after a rebuild).
    mutating func removeAll(where isStale: (Item) -> Bool) {
        let kept = heap.filter { !isStale($0) }
        heap = []
        heap.reserveCapacity(kept.count)
        for item in kept { push(item) }
    }
}
