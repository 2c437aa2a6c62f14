/// How AppKit's NSSplitView lays out its panes (its subviews), where a document's stored frames show it.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Split views").
enum SplitViewRules {
    /// The thickness of the divider between two panes, by the `dividerStyle` a document stores (none: `thick`,
    /// `NSSplitView.DividerStyle`'s default). In every corpus document the second pane starts the first pane's
    /// length plus this after the first.
    static func dividerThickness(style: String?) -> Double? {
        switch style ?? "thick" {
        case "thin": return 1
        case "thick": return 9
        case "paneSplitter": return 10
        default: return nil
        }
    }

    /// The priority at which a pane keeps its length along the split view's axis when no holding priority is
    /// stored for it: AppKit's default holding priority, `NSLayoutConstraint.Priority.defaultLow`.
    static let defaultHoldingPriority = 250

    /// The highest holding priority a pane's length is kept at: below required, so that the split view's own
    /// length always wins (AppKit resizes the pane of lowest holding priority when the split view's size
    /// changes; a pane never forces its split view's size).
    static let highestHoldingPriority = 999

    /// NSSplitView draws flipped (`isFlipped` is true): its first pane is at the top or leading end, and the
    /// stored frames of its panes are measured from its top.
    static let isFlipped = true
}
