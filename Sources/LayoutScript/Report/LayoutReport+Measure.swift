import TrellisLayout

extension LayoutReport {
    /// A constraint as a picture draws it: an I-beam along one axis, from one
    /// edge to another (a spacing or a pin) or across a view (a width or a
    /// height), with the constant the constraint asks for.
    ///
    /// Everything is in attribute space (x right, y down, shared by the whole
    /// script), like `absolutePlacements()`; the beam runs from `start` to
    /// `end` on its axis at `cross` on the other one, and spans the distance
    /// the layout actually has, so a broken constraint's beam shows what it
    /// got while its text says what it asked for.
    public struct Measure: Sendable, Equatable {
        /// What the beam measures.
        public enum Kind: String, Sendable, Equatable {
            /// The distance between two items' edges (siblings, or a child and its superview).
            case spacing
            /// An item's width or height.
            case size
        }

        /// The constraint's name, as diagnostics give it.
        public var name: String
        /// What the beam measures.
        public var kind: Kind
        /// The axis the beam runs along: horizontal (left to right) or vertical (top to bottom).
        public var axis: LayoutAxis
        /// Where the beam starts on its axis.
        public var start: Double
        /// Where the beam ends on its axis.
        public var end: Double
        /// Where the beam lies on the other axis.
        public var cross: Double
        /// What the constraint asks for: `8`, `≥ 20`, `= b.width`, with ` @750` when optional.
        public var text: String
        /// Whether the engine broke the constraint to recover from a conflict.
        public var isBroken: Bool

        /// Creates a measure.
        public init(
            name: String, kind: Kind, axis: LayoutAxis, start: Double, end: Double, cross: Double, text: String,
            isBroken: Bool = false
        ) {
            self.name = name
            self.kind = kind
            self.axis = axis
            self.start = start
            self.end = end
            self.cross = cross
            self.text = text
            self.isBroken = isBroken
        }

        /// The beam's length as laid out.
        public var length: Double { abs(end - start) }
    }

    /// The least and greatest value of one ambiguous number over every optimal layout.
    public struct ValueRange: Sendable, Equatable {
        /// The number, in attribute space (the alignment rect's x, y, width or height).
        public var component: AmbiguityExplanation.Component
        /// The least value; `-infinity` when unbounded.
        public var lower: Double
        /// The greatest value; `infinity` when unbounded.
        public var upper: Double

        /// Creates a range.
        public init(component: AmbiguityExplanation.Component, lower: Double, upper: Double) {
            self.component = component
            self.lower = lower
            self.upper = upper
        }
    }
}
