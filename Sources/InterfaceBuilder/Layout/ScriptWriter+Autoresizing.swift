import TrellisLayout
import TrellisLayoutScript

extension ScriptWriter {
    /// How a view's margins and size along one axis follow its superview's size.
    ///
    /// The superview's change from its stored size is shared among the
    /// flexible parts (near margin, size, far margin) in proportion to their
    /// stored lengths (equally when those are all zero), as UIKit and AppKit
    /// resize; with none flexible the view keeps its origin and size.
    ///
    /// - Returns: The share of the change that moves the origin, and that stretches the size.
    static func shares(near: Double, size: Double, far: Double, flexible: (Bool, Bool, Bool)) -> (Double, Double) {
        let lengths = [flexible.0 ? max(near, 0) : 0, flexible.1 ? max(size, 0) : 0, flexible.2 ? max(far, 0) : 0]
        let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = lengths.reduce(0, +)
        if total <= 0 { return (flexible.0 ? 1 / Double(count) : 0, flexible.1 ? 1 / Double(count) : 0) }
        return (lengths[0] / total, lengths[1] / total)
    }

    /// Writes the constraints that keep a fixed-frame view where its autoresizing mask puts it.
    mutating func writeAutoresizing(_ view: DocumentView) {
        guard let parent = view.superview, let name = names[view.id], let parentName = names[parent.id] else { return }
        let frame = view.documentFrame
        let a = view.alignmentInsets
        // Autoresizing moves the frame; the constraints see the alignment rect inside it.
        // The stored y is measured up from the superview's bottom unless the superview is flipped.
        let upward = view.hasUnflippedFrame(on: document.platform)
        let f = Rect(
            x: frame.minX + a.left, y: frame.minY + (upward ? a.bottom : a.top),
            width: frame.width - a.left - a.right, height: frame.height - a.top - a.bottom)
        let parentFrame = parent.documentFrame
        let pa = parent.alignmentInsets
        let mask = view.autoresizing
        let (xMove, xStretch) = Self.shares(
            near: frame.minX, size: frame.width, far: parentFrame.width - frame.minX - frame.width,
            flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight))
        let (yMove, yStretch) = Self.shares(
            near: frame.minY, size: frame.height, far: parentFrame.height - frame.minY - frame.height,
            flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom))
        // The parent's frame is its alignment rect grown by its insets: its size is the
        // alignment size plus the insets, its left edge the alignment left less the left inset.
        let growX = pa.left + pa.right
        let growY = pa.top + pa.bottom
        let label = uniqueName("autoresizing_" + name)
        constraintNames[label + "_x"] = "autoresizing x of \(view.id)"
        constraintNames[label + "_y"] = "autoresizing y of \(view.id)"
        constraintNames[label + "_width"] = "autoresizing width of \(view.id)"
        constraintNames[label + "_height"] = "autoresizing height of \(view.id)"
        autoresizingHeights["autoresizing height of \(view.id)"] = view.id
        let x = term(xMove, parentName, .width, after: .attribute(parentName, .left))
        emit(
            .constraint(
                label + "_x", .attribute(name, .left), .equal,
                x.offset(by: f.minX - pa.left + xMove * (growX - parentFrame.width))),
            at: view.location)
        emit(
            .constraint(
                label + "_width", .attribute(name, .width), .equal,
                stretch(xStretch, parentName, .width, base: f.width + xStretch * (growX - parentFrame.width))),
            at: view.location)
        let yBase = yStretch * (growY - parentFrame.height)
        if upward {
            let yConstant = f.minY - pa.bottom + yMove * (growY - parentFrame.height)
            let y = term(-yMove, parentName, .height, after: .attribute(parentName, .bottom))
            emit(
                .constraint(label + "_y", .attribute(name, .bottom), .equal, y.offset(by: -yConstant)),
                at: view.location)
        } else {
            let yConstant = f.minY - pa.top + yMove * (growY - parentFrame.height)
            let y = term(yMove, parentName, .height, after: .attribute(parentName, .top))
            emit(
                .constraint(label + "_y", .attribute(name, .top), .equal, y.offset(by: yConstant)),
                at: view.location)
        }
        emit(
            .constraint(
                label + "_height", .attribute(name, .height), .equal,
                stretch(yStretch, parentName, .height, base: f.height + yBase)),
            at: view.location)
    }

    /// `EXPRESSION + k * parent.attribute` (`- …` for a negative k, no factor for ±1), or the expression for k = 0.
    private func term(
        _ k: Double, _ parent: String, _ attribute: LayoutAttribute, after expression: ScriptExpression
    ) -> ScriptExpression {
        if k == 0 { return expression }
        let reference = ScriptExpression.attribute(parent, attribute)
        let magnitude = abs(k) == 1 ? reference : reference.scaled(by: .written(abs(k)))
        return expression.adding(k < 0 ? .minus : .plus, magnitude)
    }

    /// `k * parent.attribute + base`, or just `base` (at least 0) for k = 0.
    private func stretch(_ k: Double, _ parent: String, _ attribute: LayoutAttribute, base: Double)
        -> ScriptExpression
    {
        if k == 0 { return .written(max(base, 0)) }
        let reference = ScriptExpression.attribute(parent, attribute)
        return (k == 1 ? reference : reference.scaled(by: .written(k))).offset(by: base)
    }

    /// `expect` lines: each compared view's stored frame, within half a point;
    /// then a `# trellis: allow ambiguous` line for the views the document
    /// flags ambiguous and their subviews, whose frames are left out, so that
    /// `trellis test` does not fail the script's implicit ambiguity test on them.
    mutating func writeExpectations(_ all: [DocumentView]) {
        let flagged = all.filter(\.isUnderAmbiguousFlag).compactMap { names[$0.id] }
        if !flagged.isEmpty {
            emit(.blank)
            emit(
                .comment(
                    "views the document flags ambiguous, and their subviews: accepted as Interface Builder shows them"))
            emit(.allowance(.ambiguous, flagged))
        }
        let compared = all.filter { isCompared($0) }
        guard !compared.isEmpty else { return }
        emit(.blank)
        emit(
            .comment(
                "the frames the document stores (views it flags misplaced or ambiguous, and their subviews, left out)"))
        for view in compared {
            guard let name = names[view.id] else { continue }
            let f = Self.scriptFrame(of: view, platform: document.platform)
            let frame = ScriptExpectation.Rectangle(
                x: .written(f.minX), y: .written(f.minY), width: .written(f.width), height: .written(f.height))
            emit(
                .expect(ScriptExpectation(.frame(view: .written(name), frame), tolerance: .written(0.5))),
                at: view.location)
        }
    }

    /// Whether a view's solved frame is compared with its stored one: not flagged, not inside a flagged view, not in an unmodelled stack.
    func isCompared(_ view: DocumentView) -> Bool {
        !view.isUnderDocumentFlag && !StackViewSupport.isUnmodelled(view)
    }

    /// A view's stored frame in the script's terms: a frame in a flipped AppKit
    /// superview is measured down from its top, and the script, written
    /// `coordinates unflipped`, measures up from its bottom (by the superview's stored height).
    static func scriptFrame(of view: DocumentView, platform: InterfaceBuilderDocument.Platform) -> Rect {
        var f = view.documentFrame
        if platform == .macOS, let parent = view.superview, parent.isFlipped {
            f.origin.y = parent.documentFrame.height - f.minY - f.height
        }
        return f
    }
}
