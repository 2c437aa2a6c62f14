extension Array {
    /// Where the element whose `key` is `target` is in an array sorted by
    /// that key, or where it would be inserted (binary search). Rows search
    /// their cells by symbol id with it, columns their spilled words.
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
