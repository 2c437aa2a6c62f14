extension UnsafeBufferPointer {
    /// Where the element whose `key` is `target` is, the elements being
    /// sorted by that key, or where it would be inserted (binary search).
    /// Rows search their cells by symbol id with it, columns their spilled
    /// words (through `Array.sortedPosition`).
    @inline(__always)
    func sortedPosition(of target: Int32, key: (Element) -> Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) >> 1
            let current = key(self[mid])
            if current == target { return (mid, true) }
            if current < target { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }
}

extension Array {
    /// Where the element whose `key` is `target` is, the array being sorted
    /// by that key, or where it would be inserted (binary search).
    @inline(__always)
    func sortedPosition(of target: Int32, key: (Element) -> Int32) -> (index: Int, found: Bool) {
        withUnsafeBufferPointer { $0.sortedPosition(of: target, key: key) }
    }
}
