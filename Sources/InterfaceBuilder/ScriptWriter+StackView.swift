import LayoutScript

/// How `<stackView>` maps onto the layout: the one place that knows.
///
/// Stack views are not modelled yet (the stack API is being built on another
/// branch). Until then each stack view is reported with a note, keeps its
/// stored size as a stand-in for its content, and its arranged subviews keep
/// their stored frames; none of them is compared with the document's frames.
public enum StackViewSupport {
    /// Whether the stack API is wired in.
    public static let isModelled = false

    /// Whether a view's frame is not worked out by the model: a stack view, or a view inside one.
    public static func isUnmodelled(_ view: DocumentView) -> Bool {
        guard !isModelled else { return false }
        var current: DocumentView? = view
        while let candidate = current {
            if candidate.stack != nil { return true }
            current = candidate.superview
        }
        return false
    }
}

extension ScriptWriter {
    /// Writes what stands in for each stack view's arrangement, with a note at each stack view.
    mutating func writeStackViews(_ all: [DocumentView]) {
        let stacks = all.filter { $0.stack != nil }
        guard !stacks.isEmpty else { return }
        emit("")
        emit("# stack views are not modelled yet: arranged subviews keep their stored frames")
        for stack in stacks {
            notes.append(
                DocumentNote(
                    "stack views not modelled yet: its arranged subviews keep their stored frames and are not compared",
                    at: stack.location))
            guard let stackName = names[stack.id] else { continue }
            let f = stack.documentFrame
            emit(
                "\(uniqueName("stackSize_" + stackName)): \(stackName).width == \(ScriptText.number(max(f.width, 0))) @249",
                at: stack.location)
            emit(
                "\(uniqueName("stackSize_" + stackName)): \(stackName).height == \(ScriptText.number(max(f.height, 0))) @249",
                at: stack.location)
            for arranged in stack.subviews {
                guard let name = names[arranged.id] else { continue }
                let a = arranged.documentFrame
                let label = uniqueName("stackPin_" + name)
                let vertical =
                    document.platform == .macOS
                    ? "\(name).bottom == \(stackName).bottom\(ScriptText.addend(-a.y))"
                    : "\(name).top == \(stackName).top\(ScriptText.addend(a.y))"
                emit("\(label)_x: \(name).left == \(stackName).left\(ScriptText.addend(a.x))", at: arranged.location)
                emit("\(label)_y: \(vertical)", at: arranged.location)
                emit("\(label)_width: \(name).width == \(ScriptText.number(max(a.width, 0))) @999", at: arranged.location)
                emit("\(label)_height: \(name).height == \(ScriptText.number(max(a.height, 0))) @999", at: arranged.location)
            }
        }
    }
}
