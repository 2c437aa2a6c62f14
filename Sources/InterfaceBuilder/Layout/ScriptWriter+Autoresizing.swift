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
        emit(
            "\(label)_x: \(name).left == \(parentName).left\(term(xMove, parentName, "width"))"
                + ScriptText.addend(f.minX - pa.left + xMove * (growX - parentFrame.width)), at: view.location)
        emit(
            "\(label)_width: \(name).width == "
                + stretch(xStretch, parentName, "width", base: f.width + xStretch * (growX - parentFrame.width)),
            at: view.location)
        let yBase = yStretch * (growY - parentFrame.height)
        if upward {
            let yConstant = f.minY - pa.bottom + yMove * (growY - parentFrame.height)
            emit(
                "\(label)_y: \(name).bottom == \(parentName).bottom\(term(-yMove, parentName, "height"))"
                    + ScriptText.addend(-yConstant), at: view.location)
        } else {
            let yConstant = f.minY - pa.top + yMove * (growY - parentFrame.height)
            emit(
                "\(label)_y: \(name).top == \(parentName).top\(term(yMove, parentName, "height"))"
                    + ScriptText.addend(yConstant), at: view.location)
        }
        emit(
            "\(label)_height: \(name).height == \(stretch(yStretch, parentName, "height", base: f.height + yBase))",
            at: view.location)
    }

    /// ` + k * parent.attribute`, or nothing for k = 0.
    private func term(_ k: Double, _ parent: String, _ attribute: String) -> String {
        if k == 0 { return "" }
        let magnitude = abs(k) == 1 ? "" : "\(ScriptText.number(abs(k))) * "
        return (k < 0 ? " - " : " + ") + magnitude + "\(parent).\(attribute)"
    }

    /// `k * parent.attribute + base`, or just `base` for k = 0.
    private func stretch(_ k: Double, _ parent: String, _ attribute: String, base: Double) -> String {
        if k == 0 { return ScriptText.number(max(base, 0)) }
        let factor = k == 1 ? "" : "\(ScriptText.number(k)) * "
        return "\(factor)\(parent).\(attribute)\(ScriptText.addend(base))"
    }

    /// `expect` lines: each compared view's stored frame, within half a point;
    /// then a `# trellis: allow ambiguous` line for the views the document
    /// flags ambiguous and their subviews, whose frames are left out, so that
    /// `trellis test` does not fail the script's implicit ambiguity test on them.
    mutating func writeExpectations(_ all: [DocumentView]) {
        let flagged = all.filter(\.isUnderAmbiguousFlag).compactMap { names[$0.id] }
        if !flagged.isEmpty {
            emit("")
            emit("# views the document flags ambiguous, and their subviews: accepted as Interface Builder shows them")
            emit("# trellis: allow ambiguous " + flagged.joined(separator: " "))
        }
        let compared = all.filter { isCompared($0) }
        guard !compared.isEmpty else { return }
        emit("")
        emit("# the frames the document stores (views it flags misplaced or ambiguous, and their subviews, left out)")
        for view in compared {
            guard let name = names[view.id] else { continue }
            let f = Self.scriptFrame(of: view, platform: document.platform)
            emit(
                "expect \(name).frame == \(ScriptText.number(f.minX)) \(ScriptText.number(f.minY)) "
                    + "\(ScriptText.number(f.width)) \(ScriptText.number(f.height)) within 0.5", at: view.location)
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
