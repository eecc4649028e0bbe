/// The part still needed of a stream of elements numbered from 0 in arrival order: appended at the
/// end, dropped from the front, read by stream index. Memory is the window's (the storage is
/// compacted once the dropped front outweighs what is kept).
struct StreamWindow<Element> {
    private var storage: [Element] = []
    /// Storage index of the window's first element.
    private var head = 0
    /// Stream index of the window's first element.
    private(set) var start: Int

    /// An empty window whose first element will have stream index `start`.
    init(start: Int = 0) {
        self.start = start
    }

    /// Stream index one past the last element.
    var end: Int { start + storage.count - head }
    var first: Element? { head < storage.count ? storage[head] : nil }

    mutating func append(contentsOf elements: some Collection<Element>) {
        storage.append(contentsOf: elements)
    }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// The elements of stream indices `range`, all in the window.
    subscript(range: Range<Int>) -> ArraySlice<Element> {
        precondition(range.lowerBound >= start && range.upperBound <= end, "outside the window")
        return storage[(range.lowerBound - start + head)..<(range.upperBound - start + head)]
    }

    /// Drops the first element.
    mutating func removeFirst() {
        removeBefore(start + 1)
    }

    /// Drops every element before stream index `index` (those in the window).
    mutating func removeBefore(_ index: Int) {
        let count = min(max(index - start, 0), storage.count - head)
        head += count
        start += count
        if head >= 1024, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}
