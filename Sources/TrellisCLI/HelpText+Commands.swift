extension HelpText {
    /// What a command does, between its usage line and its options.
    ///
    /// - Parameters:
    ///   - command: The subcommand.
    /// - Returns: One or more paragraphs.
    static func about(_ command: Subcommand) -> String {
        switch command {
        case .solve:
            return """
                Lays the script out and prints every view's and guide's frame, and every var's value.
                Frames are [x, y, width, height] relative to the parent, in the script's coordinates;
                the alignment rect is shown where it differs; '?' marks a value that is not determined.
                A directory FILE lays out every file below it, one after another ({"files": [...]} in JSON).

                \(folders)
                """
        case .check:
            return """
                Checks each script for conflicting required constraints and ambiguous views, guides
                and vars, and prints compiler-style diagnostics that editors and CI annotate:
                  FILE:LINE:COLUMN: error: conflicting constraints: broke '…', which cannot hold together with '…'
                  FILE:LINE:COLUMN: warning: view 'label' is ambiguous: its width is not determined; …
                then a summary line. A FILE may be a directory or - (standard input, named <stdin> in
                locations).

                \(folders)
                """
        case .test:
            return """
                Runs the expect lines of each script. Prints one line per failed expectation,
                  FILE:LINE: expected …, got …
                and closes with 'N passed, N failed', counting expectations over all files.
                A FILE may be a directory or - (standard input).

                \(folders)
                """
        case .render:
            return """
                Draws the layout as SVG: each view's frame and name, its alignment rect (dashed orange),
                baselines (green), layout guides (dashed purple); the script's constraints as I-beams
                with their constants, a broken one red and dashed in place (and listed under the
                drawing); margins, unmet intrinsic sizes; ambiguous views in red with ghost outlines at
                the ends of their optimal range; a legend. Nothing is written unless every input is valid.
                A directory FILE draws every file below it; a document draws each of its scenes.

                \(folders)
                """
        case .importDocument:
            return """
                Writes an Interface Builder document (.storyboard or .xib) as a readable .layout script:
                its views (named by element or user label and object id), layout guides (safe area,
                margins, top and bottom layout guides, scroll content), its constraints (labelled
                c_ID), the autoresizing constraints of views with fixed frames, and an expect line per
                stored frame (within 0.5 point), so 'trellis test OUT.layout' checks the re-solve; views the
                document flags ambiguous are accepted with '# trellis: allow ambiguous', their frames left out.
                A storyboard has one script per scene; without --scene every scene is written, one
                after another, each starting with a comment line naming it.

                \(documents)
                """
        case .explain:
            return """
                Reads the "Unable to simultaneously satisfy constraints" blocks UIKit and AppKit print
                (among any other output), rebuilds each block's views, guides and constraints (as
                printed: constants, multipliers, priorities, autoresizing masks, encapsulated sizes,
                stack view constraints, names: lists), lays them out (every view's width and height
                kept at 0 or more, as UIKit keeps them), and prints for each block: a minimal
                conflicting set found by Trellis, the constraint Apple broke, whether the rest holds
                without it, what leaving out each member of the set instead gives, and the frames the
                constraints determine. A description it cannot read is an error at its LOG:LINE:COLUMN.
                An _autolayoutTrace in the log is read too: each view it marks AMBIGUOUS LAYOUT is a
                warning at its LOG:LINE:COLUMN.
                """
        }
    }

    /// A command's exit statuses, after `exit status: `.
    static func exitStatus(of command: Subcommand) -> String {
        switch command {
        case .solve: return "0 laid out (even if ambiguous or a constraint was broken); 2 bad input"
        case .check:
            return "0 clean; 1 any conflict or ambiguity; 2 bad input (no report is written unless --report-bad-input)"
        case .test: return "0 all passed; 1 any failed; 2 bad input (no report is written unless --report-bad-input)"
        case .render: return "0 drawn; 2 bad input"
        case .importDocument: return "0 written; 2 bad input (nothing is written)"
        case .explain:
            return "0 every block read; 1 a block could not be read; 2 bad input (no file, no block or trace)"
        }
    }

    /// Where option descriptions start in a command's help.
    static func optionColumn(of command: Subcommand) -> Int {
        switch command {
        case .solve, .check, .test: return 16
        case .render: return 25
        case .importDocument, .explain: return 28
        }
    }
}
