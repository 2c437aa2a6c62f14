extension HelpText {
    /// What every command does with Interface Builder documents, and what text metrics it uses.
    static let documents = """
        Interface Builder documents (.storyboard, .xib; iOS and macOS): every command also takes
        them. Each scene of a storyboard and each top-level view of a xib is laid out on its own;
        solve --json prints {"file": F, "scenes": [...]} with each view's solved frame beside the
        frame the document stores; check reports conflicts, ambiguous views and misplaced views
        ("frame will be different at run time") at the element's LINE:COLUMN in the document, and
        views that equal priorities or inequalities leave open within bounds as "content priority
        ambiguity" warnings, which do not fail the check (Xcode's categories).
        Text metrics: fonts are not shipped with Trellis, so a label's, button's or text field's
        intrinsic content size is the size of its stored frame, and its baseline is where a
        line of the system font (1.19 of the point size high, its baseline 0.24 above its
        bottom) centred in that frame puts it (an AppKit control's, centred in its bezel,
        the alignment rect; a UILabel at least two lines high has its first baseline 0.95 of
        the size below its top); images take their sizes from <resources>, SF Symbols their
        stored sizes.
        """
}

extension HelpText {
    /// What a directory argument stands for (solve, check, test, render).
    static let folders = """
        Folders: a directory stands for every .layout script and .storyboard or .xib document
        below it, sorted by path. Anything else there, and hidden files and folders (.git), is
        skipped with a note on standard error: trellis: note: skipped 'PATH': WHY.
        """
}
