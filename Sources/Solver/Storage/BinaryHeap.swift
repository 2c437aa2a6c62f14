/// A binary min-heap: the least element (by `<`) comes out first. Pushing
/// and popping cost O(log n); emptying keeps the buffer.
struct BinaryHeap<Element: Comparable> {
    private var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }

    /// The least element, without removing it.
    var first: Element? { elements.first }

    mutating func push(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the least element.
    mutating func popFirst() -> Element? {
        guard let first = elements.first else { return nil }
        let last = elements.removeLast()
        guard !elements.isEmpty else { return first }
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { break }
            var child = left
            if left + 1 < elements.count && elements[left + 1] < elements[left] { child = left + 1 }
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            parent = child
        }
        return first
    }

    /// Empties the heap, keeping its buffer.
    mutating func removeAll() { elements.clear() }
}
