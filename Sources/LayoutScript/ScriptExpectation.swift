/// An `expect` line: what the layout must come out as at that point of the script.
public struct ScriptExpectation: Sendable, Equatable {
    /// Every form of `expect`.
    public enum Kind: Sendable, Equatable {
        /// `expect VIEW.frame == X Y W H`.
        case frame(view: Name, Rectangle)
        /// `expect VIEW.alignmentRect == X Y W H`.
        case alignmentRect(view: Name, Rectangle)
        /// `expect VIEW.ATTRIBUTE == NUMBER` or `expect VAR == NUMBER`.
        case value(Reference, ScriptNumber)
        /// `expect VIEW ambiguous` (`true`) or `expect VIEW unambiguous` (`false`).
        case viewAmbiguity(Name, ambiguous: Bool)
        /// `expect layout ambiguous` (`true`) or `expect layout unambiguous` (`false`).
        case layoutAmbiguity(ambiguous: Bool)
        /// `expect conflict NAME [NAME ...]`; names may be dotted (`root.frame.width`).
        case conflict([Name])
        /// `expect satisfiable`.
        case satisfiable
    }

    /// `X Y W H` as written.
    public struct Rectangle: Sendable, Equatable {
        public var x: ScriptNumber
        public var y: ScriptNumber
        public var width: ScriptNumber
        public var height: ScriptNumber

        /// Creates a rectangle.
        ///
        /// - Parameters:
        ///   - x: The x coordinate.
        ///   - y: The y coordinate.
        ///   - width: The width.
        ///   - height: The height.
        public init(x: ScriptNumber, y: ScriptNumber, width: ScriptNumber, height: ScriptNumber) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The tolerance numbers are compared with when `within` is not written.
    public static let defaultTolerance = 0.001

    /// What is expected.
    public var kind: Kind
    /// The `within T` tolerance, or `nil` (then `defaultTolerance`). Accepted on every form.
    public var tolerance: ScriptNumber?

    /// Creates an expectation.
    ///
    /// - Parameters:
    ///   - kind: What is expected.
    ///   - tolerance: The `within` tolerance, if written.
    public init(_ kind: Kind, tolerance: ScriptNumber? = nil) {
        self.kind = kind
        self.tolerance = tolerance
    }
}
