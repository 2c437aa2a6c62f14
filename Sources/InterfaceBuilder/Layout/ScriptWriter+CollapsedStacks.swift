import TrellisLayout
import TrellisLayoutScript

/// What holds a UIStackView whose arranged views are all hidden, when nothing else sets its length.
///
/// With every arranged view hidden, a UIStackView has nothing to stretch
/// between its ends; Interface Builder stores such a stack zero long along
/// its axis unless the document's constraints give it a length
/// (`Docs/InterfaceBuilder.md`, "Stack views"), where Layout's `StackView`
/// leaves the length open (an ambiguous layout Xcode does not flag). The
/// importer writes the length 0 at `StackViewRules.allHiddenLengthPriority`,
/// above a containing stack's spanning pulls and below every content
/// priority, so any constraint that sets the length still wins. Scripts
/// keep Layout's rule.
extension ScriptWriter {
    mutating func writeCollapsedStacks(_ all: [DocumentView]) {
        var wrote = false
        for stackView in all {
            guard let stack = stackView.stack, !stack.isAppKit, !stackView.subviews.isEmpty,
                stackView.subviews.allSatisfy(StackViewSupport.collapsesWhenHidden),
                StackViewSupport.isScriptStack(stackView), let name = names[stackView.id]
            else { continue }
            openSection("stack views whose arranged views are all hidden: no length along their axis", unless: &wrote)
            emit(
                .constraint(
                    uniqueName("collapsed_" + name), .attribute(name, stack.axis == .vertical ? .height : .width),
                    .equal, .written(0), priority: Double(StackViewRules.allHiddenLengthPriority)),
                at: stackView.location)
        }
    }
}
