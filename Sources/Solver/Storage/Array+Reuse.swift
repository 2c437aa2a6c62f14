extension Array {
    /// Empties the array and keeps its storage for reuse; an empty array is
    /// left alone (`removeAll(keepingCapacity:)` on an array that never
    /// allocated allocates an empty buffer).
    @inline(__always)
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }

    /// Drops the elements from `count` on, if there are any (removing an
    /// empty range from an array that never allocated allocates too).
    @inline(__always)
    mutating func truncate(to count: Int) {
        if count < self.count { removeSubrange(count...) }
    }
}
