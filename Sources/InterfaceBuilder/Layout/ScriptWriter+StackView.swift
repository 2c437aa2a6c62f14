import TrellisLayout
import TrellisLayoutScript

/// How `<stackView>` maps onto the layout: the one place that knows.
///
/// A UIKit `<stackView>` inside another view becomes a script `stack` with
/// the document's axis, distribution, alignment, spacing and arrangement
/// flags; its subviews, declared in it in document order, are its arranged
/// subviews, and `hidden="YES"` ones collapse. An NSStackView with one of
/// UIStackView's distributions becomes a `stack` too (its alignment named as
/// Layout names it, its edge insets as margins it arranges within); one with
/// gravity areas or `fillEqually`, or whose alignment yields to an arranged view's own constraint
/// (`StackViewRules.alignmentYields`) or that detaches a hidden view
/// (`StackViewRules.detachedViewLeavesArrangement`), is written as constraints (`ScriptWriter+GravityAreas.swift`).
/// A stack view at the root of a xib, and NSStackView forms whose rules are
/// not modelled (`unmodelledReason`), are reported with a note, keep their
/// stored size as a stand-in for their content, their arranged subviews keep
/// their stored frames, and none of them is compared with the document.
public enum StackViewSupport {
    /// Whether a stack view's arrangement is modelled.
    public static func isModelled(_ view: DocumentView) -> Bool {
        unmodelledReason(view) == nil
    }

    /// Why a stack view's arrangement is not modelled, or nil when it is (and for views that are no stack).
    public static func unmodelledReason(_ view: DocumentView) -> String? {
        guard let stack = view.stack else { return nil }
        guard view.superview != nil else { return "a stack view at the root is not modelled" }
        guard stack.isAppKit else {
            if StackView.Distribution(rawValue: stack.distribution) == nil {
                return "stack view distribution '\(stack.distribution)' is not modelled"
            }
            if StackView.Alignment(rawValue: stack.alignment) == nil {
                return "stack view alignment '\(stack.alignment)' is not modelled"
            }
            return nil
        }
        if stack.distribution != "gravityAreas" && StackView.Distribution(rawValue: stack.distribution) == nil {
            return "NSStackView distribution '\(stack.distribution)' is not modelled"
        }
        if layoutAlignment(of: stack) == nil {
            return "NSStackView alignment '\(stack.alignment)' across a \(stack.axis) stack is not modelled"
        }
        if !stack.resistsClipping {
            return "an NSStackView whose views may clip (clipping resistance below 1000) is not modelled"
        }
        if !stack.visibilityMustHold {
            return "an NSStackView whose views may detach for room (visibility priority below 1000) is not modelled"
        }
        if !isWrittenAsConstraints(stack) && stack.customSpacing.contains(where: { $0 != nil }) {
            return "custom spacing in an NSStackView with distribution '\(stack.distribution)' is not modelled"
        }
        return nil
    }

    /// An NSStackView's alignment as Layout names it, or nil when it does not apply across the stack's axis.
    ///
    /// Across a horizontal stack: `top`, `bottom`, `centerY` (`center`),
    /// `firstBaseline`, `lastBaseline` or `baseline` (`lastBaseline`); across a
    /// vertical one: `leading`, `trailing`, `left`, `right`, `centerX` (`center`).
    static func layoutAlignment(of stack: StackAttributes) -> String? {
        if stack.axis == .vertical {
            return [
                "leading": "leading", "left": "leading", "trailing": "trailing", "right": "trailing",
                "centerX": "center",
            ][
                stack.alignment]
        }
        return [
            "top": "top", "bottom": "bottom", "centerY": "center", "firstBaseline": "firstBaseline",
            "lastBaseline": "lastBaseline", "baseline": "lastBaseline",
        ][stack.alignment]
    }

    /// Whether a modelled stack is written as a script `stack` (not as constraints: an NSStackView
    /// with gravity areas or `fillEqually`).
    static func isScriptStack(_ view: DocumentView) -> Bool {
        guard let stack = view.stack, isModelled(view) else { return false }
        return !(stack.isAppKit && isWrittenAsConstraints(stack))
    }

    /// Whether an NSStackView's arrangement is written as constraints (`ScriptWriter+GravityAreas.swift`).
    static func isWrittenAsConstraints(_ stack: StackAttributes) -> Bool {
        stack.distribution == "gravityAreas" || StackViewRules.writtenAsConstraints.contains(stack.distribution)
            || StackViewRules.alignmentYields(stack) || StackViewRules.detachedViewLeavesArrangement(stack)
            || StackViewRules.maskHeldViewLeavesArrangement(stack)
    }

    /// Whether a hidden arranged view leaves its stack's arrangement: always in UIKit,
    /// in an NSStackView only when it `detachesHiddenViews`.
    static func collapsesWhenHidden(_ view: DocumentView) -> Bool {
        guard let stack = view.superview?.stack else { return view.isHidden }
        return view.isHidden && (!stack.isAppKit || stack.detachesHiddenViews)
    }

    /// Whether a view's frame and ambiguity are worked out by the model and so can be compared with what Xcode
    /// stored: not an unmodelled stack view or a view inside one, not a view of an NSGridView's cell (whose cell
    /// geometry is not modelled).
    public static func isComparable(_ view: DocumentView) -> Bool {
        !isUnmodelled(view) && !view.isGridCellContent
    }

    /// Whether a view's frame is not worked out by the model: an unmodelled stack view, or a view inside one.
    public static func isUnmodelled(_ view: DocumentView) -> Bool {
        var current: DocumentView? = view
        while let candidate = current {
            if candidate.stack != nil && !isModelled(candidate) { return true }
            current = candidate.superview
        }
        return false
    }
}

extension ScriptWriter {
    /// The `stack` statement of a document's stack view, without its view properties; nil when its
    /// distribution or alignment is not one of Layout's (a stack view that is not modelled).
    static func stackDeclaration(_ stack: StackAttributes, name: String, parent: String) -> StackDeclaration? {
        let alignmentName = stack.isAppKit ? StackViewSupport.layoutAlignment(of: stack) ?? "center" : stack.alignment
        guard let distribution = StackView.Distribution(rawValue: stack.distribution),
            let alignment = StackView.Alignment(rawValue: alignmentName)
        else { return nil }
        var declaration = StackDeclaration(name: .written(name), parent: .written(parent))
        declaration.axis = stack.axis == .vertical ? .vertical : .horizontal
        declaration.distribution = distribution
        declaration.alignment = alignment
        declaration.spacing = .number(.written(stack.spacing))
        declaration.isBaselineRelative = stack.baselineRelative
        let alignmentPriority = StackViewRules.alignmentPriority(on: stack.isAppKit ? .macOS : .iOS)
        if alignmentPriority < 1000 { declaration.alignmentPriority = .whole(alignmentPriority) }
        declaration.isMarginsRelative = stack.marginsRelative || (stack.isAppKit && stack.edgeInsets != .zero)
        return declaration
    }

    /// Writes what stands in for each unmodelled stack view's arrangement, with a note at each.
    mutating func writeStackViews(_ all: [DocumentView]) {
        writeEmptyAppKitStacks(all)
        let stacks = all.filter { $0.stack != nil && !StackViewSupport.isModelled($0) }
        guard !stacks.isEmpty else { return }
        emit(.blank)
        emit(
            .comment("stack views not modelled (AppKit's, or at the root): arranged subviews keep their stored frames"))
        for stack in stacks {
            let why = StackViewSupport.unmodelledReason(stack) ?? "the stack view is not modelled"
            notes.append(
                DocumentNote(
                    "\(why): its arranged subviews keep their stored frames and are not compared", at: stack.location))
            guard let stackName = names[stack.id] else { continue }
            writeStoredSize(of: stack, named: stackName)
            for arranged in stack.subviews { writeStoredFramePin(arranged, in: stackName) }
        }
    }

    /// An NSStackView without arranged views (none, or all hidden ones it detaches) has nothing to take its size
    /// from: it keeps its stored size at 249.
    mutating func writeEmptyAppKitStacks(_ all: [DocumentView]) {
        let empty = all.filter { view in
            guard let stack = view.stack, stack.isAppKit, StackViewSupport.isModelled(view) else { return false }
            return view.subviews.allSatisfy { stack.detachesHiddenViews && $0.isHidden }
        }
        for stack in empty {
            guard let stackName = names[stack.id] else { continue }
            notes.append(
                DocumentNote("an NSStackView without arranged views keeps its stored size", at: stack.location))
            emit(.blank)
            writeStoredSize(of: stack, named: stackName)
        }
    }

    /// Holds a stack view at its stored size at 249, below the default hugging, so its content wins.
    mutating func writeStoredSize(of stack: DocumentView, named stackName: String) {
        let f = stack.documentFrame
        for (attribute, value) in [(LayoutAttribute.width, f.width), (.height, f.height)] {
            emit(
                .constraint(
                    uniqueName("stackSize_" + stackName), .attribute(stackName, attribute), .equal,
                    .written(max(value, 0)), priority: 249),
                at: stack.location)
        }
    }

    /// Keeps an arranged view at its stored frame in its stack (width and height at 999).
    mutating func writeStoredFramePin(_ arranged: DocumentView, in stackName: String) {
        guard let name = names[arranged.id] else { return }
        let a = arranged.documentFrame
        let label = uniqueName("stackPin_" + name)
        let (edge, y): (LayoutAttribute, Double) =
            arranged.hasUnflippedFrame(on: document.platform) ? (.bottom, -a.minY) : (.top, a.minY)
        emit(
            .constraint(
                label + "_x", .attribute(name, .left), .equal,
                ScriptExpression.attribute(stackName, .left).offset(by: a.minX)),
            at: arranged.location)
        emit(
            .constraint(
                label + "_y", .attribute(name, edge), .equal, ScriptExpression.attribute(stackName, edge).offset(by: y)),
            at: arranged.location)
        emit(
            .constraint(label + "_width", .attribute(name, .width), .equal, .written(max(a.width, 0)), priority: 999),
            at: arranged.location)
        emit(
            .constraint(
                label + "_height", .attribute(name, .height), .equal, .written(max(a.height, 0)), priority: 999),
            at: arranged.location)
    }
}
