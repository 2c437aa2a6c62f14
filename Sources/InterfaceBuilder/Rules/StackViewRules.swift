/// How UIKit's and AppKit's stack views behave where a document's stored frames show it.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Stack views").
enum StackViewRules {
    /// The spacing of a UIStackView stored with `spacingType="standard"`
    /// (`UIStackView.spacingUseSystem`): the standard spacing between sibling views.
    static let standardSpacing = 8.0

    /// The priority at which a UIStackView with `equalSpacing` keeps its gaps at
    /// its spacing when nothing else sets its length: below every content
    /// priority (our choice; the stored frames show only that the gaps are at
    /// the spacing then, and Apple documents that a longer stack pads them).
    static let equalSpacingPullPriority = 1.0

    /// Whether a stack view's own constraints count as the newest in a conflict with the document's.
    ///
    /// A UIStackView makes its constraints in the first layout pass, after the
    /// document's constraints are active, so a conflict between the two breaks
    /// the stack's. NSStackView documents keep the script order (a stack's
    /// constraints count as declared with the stack): the corpus's NSStackView
    /// documents agree with it, and their ambiguity flags do not with the other.
    static func constraintsAreNewest(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .iOS
    }
}
