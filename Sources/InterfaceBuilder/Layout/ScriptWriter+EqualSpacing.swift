import TrellisLayout
import TrellisLayoutScript

/// What keeps a UIStackView with `equalSpacing` or `equalCentering` as short as its content when nothing else sets
/// its length.
///
/// UIStackView's `equalSpacing` holds its gaps equal and at least `spacing`
/// (`equalCentering` its centre distances equal, its gaps at least `spacing`);
/// a stack whose length no other constraint sets is stored with its gaps
/// at `spacing` (`Docs/InterfaceBuilder.md`, "Stack views"), where Layout's
/// `StackView` leaves the gaps open. The importer writes, for each pair of
/// visible neighbours, their gap equal to the spacing at
/// `StackViewRules.equalSpacingPullPriority`, below every content priority,
/// so a stack that is given more room still pads its gaps evenly, as Apple
/// documents. A vertical stack with `baselineRelativeArrangement` measures
/// its gaps from one view's last baseline to the next one's first
/// (UIStackView's `isBaselineRelativeArrangement`), so its pulls do too; a
/// horizontal stack ignores the flag. A stack nested across a stack that
/// leaves its length open (`StackViewRules.lengthIsOpenAcross`) has its
/// gaps pulled at `StackViewRules.nestedEqualSpacingPullPriority`, above
/// the stored length that stack otherwise keeps, so its length follows its
/// spacing. Scripts keep Layout's rule.
extension ScriptWriter {
    mutating func writeEqualSpacingPulls(_ all: [DocumentView]) {
        var wrote = false
        let openAcross = Self.nestedStacksOpenAcross(all)
        for view in all {
            guard let stack = view.stack, !stack.isAppKit, StackViewRules.pulledToSpacing.contains(stack.distribution),
                StackViewSupport.isScriptStack(view)
            else { continue }
            let visible = view.subviews.filter { !StackViewSupport.collapsesWhenHidden($0) }
            let (lead, trail) =
                stack.axis == .vertical
                ? (stack.baselineRelative
                    ? (LayoutAttribute.firstBaseline, LayoutAttribute.lastBaseline) : (.top, .bottom))
                : (.leading, .trailing)
            let priority =
                openAcross.contains(view.id)
                ? StackViewRules.nestedEqualSpacingPullPriority : StackViewRules.equalSpacingPullPriority
            for (previous, next) in zip(visible, visible.dropFirst()) {
                guard let a = names[previous.id], let b = names[next.id] else { continue }
                openSection(
                    "equal-spacing and equal-centering stacks: gaps at their spacing unless the stack is given more room",
                    unless: &wrote)
                emit(
                    .constraint(
                        uniqueName("gap_" + b), .attribute(b, lead), .equal,
                        ScriptExpression.attribute(a, trail).offset(by: stack.spacing),
                        priority: ScriptText.written(priority)),
                    at: view.location)
            }
        }
    }

    /// The ids of the UIStackViews arranged across a stack that leaves their length open
    /// (`StackViewRules.lengthIsOpenAcross`) of a stack that sets positions across only (`positionsAcrossOnly`).
    static func nestedStacksOpenAcross(_ all: [DocumentView]) -> Set<String> {
        var ids: Set<String> = []
        for stackView in all {
            guard let stack = positionsAcrossOnly(stackView) else { continue }
            for view in stackView.subviews where StackViewRules.lengthIsOpenAcross(stack, nested: view.stack) {
                ids.insert(view.id)
            }
        }
        return ids
    }
}
