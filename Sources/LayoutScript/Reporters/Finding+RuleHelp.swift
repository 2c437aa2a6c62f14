extension Finding.Rule {
    /// The page that documents every rule, `Docs/Diagnostics.md` in the
    /// repository; each rule has a section there whose anchor is its id.
    public static let documentationURL = "https://github.com/YOUR-ORG/trellis/blob/main/Docs/Diagnostics.md"

    /// The rule's section of `Docs/Diagnostics.md`, for SARIF's `helpUri`.
    public var helpURI: String { Self.documentationURL + "#" + rawValue }

    /// What the rule finds, in a few sentences, for SARIF's `fullDescription`.
    public var fullDescription: String {
        switch self {
        case .conflict:
            return "Some required constraints cannot all hold at once. The solver broke one of them to lay the "
                + "rest out, as Auto Layout does; the finding names the broken constraint and a minimal set that "
                + "conflicts."
        case .ambiguity:
            return "The constraints leave a view's, layout guide's or var's position or size open, so more than "
                + "one layout satisfies them and the one chosen may change from run to run or platform to platform."
        case .misplacement:
            return "An Interface Builder view's stored frame differs by more than half a point from the frame its "
                + "constraints give it: the frame will be different at run time."
        case .contentPriorityAmbiguity:
            return "An Interface Builder view that constraints of equal priority (equal content hugging or "
                + "compression resistance), or inequalities alone, leave open within bounds. Xcode reports this as "
                + "a content priority ambiguity, a warning, not as an ambiguous layout; it does not fail the check."
        case .expectation:
            return "An expect line of a layout script, or an implicit test (no conflict, nothing ambiguous), "
                + "did not hold."
        case .diagnostic:
            return "Another problem the layout engine found, such as an alignment geometry whose conversions "
                + "between frame and alignment rect are not inverses."
        case .remark:
            return "A remark about the input that is not a problem of the layout, such as a part of an Interface "
                + "Builder document that Trellis does not model."
        case .badInput:
            return "A file could not be read or run: it is missing or unreadable, or it is not a valid script or "
                + "document. Nothing of it was laid out."
        }
    }

    /// How to fix what the rule finds, as Markdown, for SARIF's `help`;
    /// `Docs/Diagnostics.md` holds the same text under the rule's heading.
    public var helpMarkdown: String {
        switch self {
        case .conflict:
            return "Remove one constraint of the minimal set, or lower its priority below `required` (1000) so "
                + "the solver may break it on purpose. The notes list where each member is declared."
        case .ambiguity:
            return "Add the constraint the message suggests (an edge, a centre or a size on the open axis), or "
                + "give tying views different content hugging or compression resistance priorities. If the "
                + "ambiguity is intended, say so with `# trellis: allow ambiguous NAME`."
        case .misplacement:
            return "In Interface Builder, choose *Update Frames* to move the view where its constraints put it, "
                + "or change the constraints if the stored frame is the one you want."
        case .contentPriorityAmbiguity:
            return "Give one of the tying views a higher content hugging or compression resistance priority "
                + "(Interface Builder's Size inspector), or add the constraint that fixes the open size."
        case .expectation:
            return "Compare the expected and the laid-out value in the message: fix the layout, or the `expect` "
                + "line if the layout is right."
        case .diagnostic:
            return "Read the message: it names the object and what does not hold."
        case .remark:
            return "Nothing to fix; the remark says what Trellis leaves out of its layout."
        case .badInput:
            return "Fix the file at the located line and column; the message says what was expected there."
        }
    }

    /// The rule's name in SARIF (`ConflictingConstraints`): its id in upper camel case.
    public var sarifName: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
