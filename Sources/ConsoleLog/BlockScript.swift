/// A conflict block written as a `.layout` script: a view per item the
/// block names, a labelled constraint per description, and the one implicit
/// constraint UIKit keeps that the engine does not (a scroll view's content
/// size is never negative; a view's width and height the engine keeps at 0
/// or more itself).
///
/// The block says nothing of the views' frames or hierarchy beyond its
/// constraints, so every view is a root without a frame. What the log does
/// not give is left free rather than guessed: a baseline is the view's
/// bottom less a free distance, an autoresizing constraint's `minX` (its
/// position in a superview the log does not name) is to the view's own
/// superview when the block names it.
public struct BlockScript: Sendable {
    /// One line of the script, with the constraint it states, if any.
    struct Line: Sendable {
        var text: String
        /// The address of the described constraint it states; nil for declarations, implicit constraints and comments.
        var address: String?
    }

    /// The lines, in order.
    let lines: [Line]
    /// The script's name for each item, by identity.
    public let itemNames: [String: String]
    /// The address each label stands for (implicit constraints' labels are absent).
    public let addressOfLabel: [String: String]
    /// The labels of the implicit constraints, with what each says.
    public let implicitLabels: [String: String]

    /// The script's text.
    ///
    /// - Parameters:
    ///   - leavingOut: Addresses of constraints to leave out.
    ///   - tail: Lines to add at the end (expectations).
    /// - Returns: The text, one statement per line.
    public func text(leavingOut: Set<String> = [], tail: [String] = []) -> String {
        var text = ""
        for line in lines where line.address.map({ !leavingOut.contains($0) }) ?? true {
            text += line.text + "\n"
        }
        for line in tail { text += line + "\n" }
        return text
    }

    /// The line (from 1) each address's first constraint is on, in the full script.
    public var lineOfAddress: [String: Int] {
        var lines: [String: Int] = [:]
        for (index, line) in self.lines.enumerated() {
            if let address = line.address, lines[address] == nil { lines[address] = index + 1 }
        }
        return lines
    }
}
