extension Array {
    /// Where the element whose `key` is `target` is among the first `prefix`
    /// elements (all of them when nil), sorted by that key, or where it would
    /// be inserted (binary search). Rows search their cells by symbol id with
    /// it (a row's array holds room after its cells), columns their spilled words.
    @inline(__always)
    func sortedPosition(of target: Int32, prefix: Int? = nil, key: (Element) -> Int32) -> (index: Int, found: Bool) {
        withUnsafeBufferPointer { elements in
            var low = 0
            var high = prefix ?? elements.count
            while low < high {
                let mid = (low + high) >> 1
                let current = key(elements[mid])
                if current == target { return (mid, true) }
                if current < target { low = mid + 1 } else { high = mid }
            }
            return (low, false)
        }
    }
}
