extension LayoutReport {
    /// A finding that is neither a conflict nor an ambiguity, e.g. a custom
    /// alignment geometry whose frame does not map back to its alignment rect.
    public struct Diagnostic: Sendable, Equatable {
        /// How serious a diagnostic is; `error` makes `trellis check` fail.
        public enum Severity: String, Sendable, Equatable {
            case error, warning, note
        }

        /// A further remark at another place, printed as a `note:` line.
        public struct Note: Sendable, Equatable {
            /// Where it points.
            public var location: SourceLocation
            /// What it says.
            public var message: String

            /// Creates a note.
            ///
            /// - Parameters:
            ///   - message: What it says.
            ///   - location: Where it points.
            public init(_ message: String, at location: SourceLocation) {
                self.message = message
                self.location = location
            }
        }

        /// How serious it is.
        public var severity: Severity
        /// Where it is.
        public var location: SourceLocation
        /// What it says, lower case, no trailing full stop (swiftc style).
        public var message: String
        /// Notes that follow it.
        public var notes: [Note]

        /// Creates a diagnostic.
        ///
        /// - Parameters:
        ///   - severity: How serious.
        ///   - message: What it says.
        ///   - location: Where.
        ///   - notes: Notes that follow it.
        public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
            self.severity = severity
            self.message = message
            self.location = location
            self.notes = notes
        }
    }
}
