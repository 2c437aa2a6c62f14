/// Where a constraint was made in Swift source, for diagnostics.
extension LayoutConstraint {
    /// A place in Swift source: the `#fileID` and `#line` of the call that made
    /// (or activated) a constraint.
    ///
    /// Anchor methods, the general initialiser and `activate(_:)` take them as
    /// default arguments, so a constraint knows where it was written without
    /// the caller doing anything; conflict reports print it after the
    /// constraint, as `(ProfileView.swift:42)`.
    public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
        /// The file, as `#fileID` gives it: `Module/File.swift`.
        public var fileID: String
        /// The line, 1-based.
        public var line: Int

        /// Creates a location.
        ///
        /// - Parameters:
        ///   - fileID: The file, as `#fileID` gives it.
        ///   - line: The line, 1-based.
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// The file's name without its module: `File.swift` for `Module/File.swift`.
        public var fileName: String {
            guard let slash = fileID.lastIndex(of: "/") else { return fileID }
            return String(fileID[fileID.index(after: slash)...])
        }

        /// `File.swift:12`.
        public var description: String { "\(fileName):\(line)" }
    }
}
