import Layout
import LayoutScript

/// How `<stackView>` maps onto the layout: the one place that knows.
///
/// A UIKit `<stackView>` inside another view becomes a script `stack` with
/// the document's axis, distribution, alignment, spacing and arrangement
/// flags; its subviews, declared in it in document order, are its arranged
/// subviews, and `hidden="YES"` ones collapse. AppKit's NSStackView (gravity
/// areas, clipping and detach rules) and a stack view at the root of a xib
/// are not modelled: such a stack is reported with a note, keeps its stored
/// size as a stand-in for its content, its arranged subviews keep their
/// stored frames, and none of them is compared with the document.
public enum StackViewSupport {
    /// Whether a stack view's arrangement is modelled.
    public static func isModelled(_ view: DocumentView) -> Bool {
        guard let stack = view.stack else { return false }
        return !stack.isAppKit && view.superview != nil
            && StackView.Distribution(rawValue: stack.distribution) != nil
            && StackView.Alignment(rawValue: stack.alignment) != nil
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
    /// The options of a `stack` line for a document's stack view.
    static func stackOptions(_ stack: StackAttributes) -> [String] {
        var options = [stack.axis == "vertical" ? "vertical" : "horizontal"]
        options += ["distribution", stack.distribution, "alignment", stack.alignment]
        options += ["spacing", ScriptText.number(stack.spacing)]
        if stack.baselineRelative { options.append("baselineRelative") }
        if stack.marginsRelative { options.append("marginsRelative") }
        return options
    }

    /// Writes what stands in for each unmodelled stack view's arrangement, with a note at each.
    mutating func writeStackViews(_ all: [DocumentView]) {
        let stacks = all.filter { $0.stack != nil && !StackViewSupport.isModelled($0) }
        guard !stacks.isEmpty else { return }
        emit("")
        emit("# stack views not modelled (AppKit's, or at the root): arranged subviews keep their stored frames")
        for stack in stacks {
            let why = stack.stack?.isAppKit == true ? "NSStackView is not modelled" : "a stack view at the root is not modelled"
            notes.append(
                DocumentNote("\(why): its arranged subviews keep their stored frames and are not compared", at: stack.location))
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
                    arranged.hasUnflippedFrame(on: document.platform)
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
