extension LayoutReport {
    /// A `var` after layout.
    public struct Variable: Sendable, Equatable {
        /// The var's name.
        public var name: String
        /// Its value in the layout found.
        public var value: Double
        /// Whether another optimal layout gives it a different value.
        public var isAmbiguous: Bool
        /// Where it is declared (the name in its `var` line).
        public var location: SourceLocation

        /// Creates a variable result.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - value: Its value.
        ///   - isAmbiguous: Whether it is not determined.
        ///   - location: Where it is declared.
        public init(name: String, value: Double, isAmbiguous: Bool = false, location: SourceLocation) {
            self.name = name
            self.value = value
            self.isAmbiguous = isAmbiguous
            self.location = location
        }
    }
}
