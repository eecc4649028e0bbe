/// A first-in first-out queue on one array: taking from the front moves an index, and the taken
/// front is cut off (the capacity kept) once it is at least half the array, so a queue that stays
/// short allocates nothing in steady state.
struct FIFOBuffer<Element> {
    private var storage: [Element] = []
    private var head = 0

    /// Elements queued, oldest first.
    var elements: ArraySlice<Element> { storage[head...] }
    var isEmpty: Bool { head == storage.count }
    var count: Int { storage.count - head }
    /// The oldest element, or nil when empty.
    var first: Element? { isEmpty ? nil : storage[head] }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Takes the oldest element out; the queue must not be empty.
    @discardableResult
    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= Self.compactionThreshold, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Taken elements cut off at once at the least (fewer cost more moving than they free).
    private static var compactionThreshold: Int { 1024 }
}

extension FIFOBuffer: Sendable where Element: Sendable {}
