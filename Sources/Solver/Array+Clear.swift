extension Array {
    /// Empties the array and keeps its storage for reuse; an empty array is
    /// left alone (`removeAll(keepingCapacity:)` on an array that never
    /// allocated allocates an empty buffer).
    @inline(__always)
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
