/// Height-for-width content, like a multi-line label's text: the `wraps` view property.
///
/// The view's intrinsic height follows its laid-out width (Layout's
/// `View.heightForWidth`): the layout gives the view a width, the content
/// says how tall it is at that width, and the layout settles again.
public enum WrappingContent: Sendable, Equatable {
    /// One width and the height from it on.
    public struct Step: Sendable, Equatable {
        public var width: ScriptNumber
        public var height: ScriptNumber

        public init(width: ScriptNumber, height: ScriptNumber) {
            self.width = width
            self.height = height
        }
    }

    /// `text N C L`: N characters, each C wide, broken into lines L tall
    /// (as many characters per line as fit, at least one). Height at width w:
    /// `ceil(N / max(1, floor(w / C))) × L`.
    case text(characters: ScriptNumber, characterWidth: ScriptNumber, lineHeight: ScriptNumber)
    /// `steps W1 H1 W2 H2 …` (widths rising): at width w the height of the
    /// last step whose width is at most w; below the first step, its height.
    case steps([Step])

    /// The height at a width, for resolved numbers.
    ///
    /// - Parameters:
    ///   - width: The laid-out width.
    ///   - text: `(characters, characterWidth, lineHeight)` for `text`.
    ///   - steps: `(width, height)` pairs, widths rising, for `steps`.
    /// - Returns: The height.
    static func height(atWidth width: Double, text: (Double, Double, Double)) -> Double {
        let (characters, characterWidth, lineHeight) = text
        guard characters > 0 else { return 0 }
        // A width a hair under a whole number of characters (from the solver) still fits them.
        let fitting = width.isFinite && characterWidth > 0 ? ((width + 1e-9) / characterWidth).rounded(.down) : 1
        let perLine = max(1, fitting)
        return (characters / perLine).rounded(.up) * lineHeight
    }

    /// The height at a width for resolved steps (see `steps`).
    static func height(atWidth width: Double, steps: [(width: Double, height: Double)]) -> Double {
        var height = steps.first?.height ?? 0
        for step in steps where step.width <= width + 1e-9 { height = step.height }
        return height
    }
}
