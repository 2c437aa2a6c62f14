import TrellisLayout
import TrellisLayoutScript

/// What holds an arranged view's length across a stack view that does not fill it, when nothing else does.
///
/// A UIStackView aligned other than `fill`, an NSStackView written as a
/// Layout `stack` (its alignment is never `fill`), and one written as
/// constraints with a distribution that minimises its size across its axis
/// (`fillEqually`, or a `fill` stack whose alignment yields or that detaches
/// a hidden view), set an arranged view's
/// position across its axis, not its length; a view with no intrinsic length
/// across the axis (a plain or custom view, a box, a scroll view) and no
/// constraint of its own there is held by nothing Xcode flags. Interface
/// Builder leaves such a length where the view was drawn:
/// its stored frame (`Docs/InterfaceBuilder.md`, "Stack views"), where
/// Layout's `StackView` pulls the view to the stack's edges at its spanning
/// priorities. The importer writes the stored length at
/// `StackViewRules.unsetCrossLengthPriority`, just above those pulls and
/// below every content priority, so any constraint, content size or
/// subview that sets the length still wins. A nested UIStackView laid out
/// across the stack with `equalSpacing` or `equalCentering` is such a view
/// too: its gaps are open, and UIKit's spanning pulls do not stretch it
/// (`StackViewRules.lengthIsOpenAcross`). Scripts keep Layout's rule.
extension ScriptWriter {
    mutating func writeUnsetCrossLengths(_ all: [DocumentView]) {
        var wrote = false
        for stackView in all {
            guard let stack = Self.positionsAcrossOnly(stackView) else { continue }
            let vertical = stack.axis == .vertical
            let across = vertical ? StackViewRules.attributesAcrossVertical : StackViewRules.attributesAcrossHorizontal
            for view in stackView.subviews
            where !StackViewSupport.collapsesWhenHidden(view)
                && (view.stack == nil || StackViewRules.lengthIsOpenAcross(stack, nested: view.stack))
            {
                guard (vertical ? view.intrinsic.width : view.intrinsic.height) == nil,
                    !constrains(view.id, onAnyOf: across), let name = names[view.id]
                else { continue }
                let f = view.documentFrame
                let a = view.alignmentInsets
                let length = vertical ? f.width - a.left - a.right : f.height - a.top - a.bottom
                openSection(
                    "arranged views whose length across their stack nothing sets: their stored length", unless: &wrote)
                emit(
                    .constraint(
                        uniqueName("across_" + name), .attribute(name, vertical ? .width : .height), .equal,
                        .written(max(length, 0)), priority: Double(StackViewRules.unsetCrossLengthPriority)),
                    at: view.location)
            }
        }
    }

    /// Whether a constraint of the scene names the view on one of the attributes.
    func constrains(_ id: String, onAnyOf attributes: Set<String>) -> Bool {
        scene.constraints.contains { constraint in
            (constraint.firstItem == id && attributes.contains(constraint.firstAttribute))
                || (constraint.secondItem == id && constraint.secondAttribute.map(attributes.contains) == true)
        }
    }

    /// The stack attributes of a stack view that sets its arranged views' positions across its axis but not their
    /// lengths (see `writeUnsetCrossLengths`); nil for any other view.
    static func positionsAcrossOnly(_ stackView: DocumentView) -> StackAttributes? {
        guard let stack = stackView.stack, stack.alignment != "fill",
            StackViewSupport.isScriptStack(stackView) || StackViewRules.minimisesAcrossAxis(stackView)
        else { return nil }
        return stack
    }
}
