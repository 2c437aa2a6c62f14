/// The text of `trellis --help` and `trellis help COMMAND`.
enum HelpText {
    /// The version `trellis --version` prints.
    static let version = "0.1.0"

    /// The overview.
    static let overview = """
        trellis \(version) — lay out .layout scripts with Trellis's Auto Layout engine

        usage: trellis <command> FILE... [options]

        commands:
          solve FILE [--json]           print every view's frame (a table, or JSON)
          check FILE... [--json]        report conflicts and ambiguity as FILE:LINE:COLUMN diagnostics
          test FILE... [--junit PATH]   run the scripts' expect lines; optionally write a JUnit report
          render FILE -o OUT.svg        draw the layout as SVG
          import DOC [-o OUT.layout]    write a storyboard or xib as a .layout script

        \(documents)

        options:
          -h, --help                    show help (also: trellis help COMMAND, trellis COMMAND --help)
          --version                     print the version

        exit status: 0 success; 1 check found a conflict or ambiguity, or a test failed;
        2 bad input (a malformed script, a missing file, an unknown option).
        """

    /// One command's help.
    ///
    /// - Parameters:
    ///   - command: The subcommand.
    /// - Returns: Its usage, description, options and exit statuses.
    static func help(for command: Subcommand) -> String {
        switch command {
        case .solve:
            return """
                \(command.usage)

                Lays the script out and prints every view's and guide's frame, and every var's value.
                Frames are [x, y, width, height] relative to the parent, in the script's coordinates;
                the alignment rect is shown where it differs; '?' marks a value that is not determined.

                options:
                  --json        print one JSON object: views, guides, vars, conflicts, ambiguous

                exit status: 0 laid out (even if ambiguous or a constraint was broken); 2 bad input
                """
        case .check:
            return """
                \(command.usage)

                Checks each script for conflicting required constraints and ambiguous views, guides
                and vars, and prints compiler-style diagnostics that editors and CI annotate:
                  FILE:LINE:COLUMN: error: conflicting constraints: broke '…', which cannot hold together with '…'
                  FILE:LINE:COLUMN: warning: view 'label' is ambiguous: its width is not determined; …
                then a summary line. A FILE may be a directory (every .layout file below it, sorted;
                hidden folders skipped) or - (standard input, named <stdin> in locations).

                options:
                  --json        print JSON instead (one object; with several files, {"files": [...]})
                  --junit PATH  also write a JUnit XML report (a test case per view, guide, var and conflict)
                  --format github
                                print each diagnostic as a GitHub Actions workflow command
                                (::error file=F,line=L,col=C::MESSAGE), so it shows on the pull request
                  --format sarif
                                print a SARIF 2.1.0 log instead (for code scanning)
                  --format gitlab
                                print a GitLab Code Quality report instead (JSON)

                exit status: 0 clean; 1 any conflict or ambiguity; 2 bad input (no report is written)
                """
        case .test:
            return """
                \(command.usage)

                Runs the expect lines of each script. Prints one line per failed expectation,
                  FILE:LINE: expected …, got …
                and closes with 'N passed, N failed', counting expectations over all files.
                A FILE may be a directory (every .layout file below it) or - (standard input).

                options:
                  --junit PATH  also write a JUnit XML report (a test case per expectation)
                  --format github
                                print each failure as a GitHub Actions workflow command
                                (::error file=F,line=L,col=C::expected …, got …)
                  --format sarif | gitlab
                                print the failures as a SARIF 2.1.0 log or a GitLab Code Quality report

                exit status: 0 all passed; 1 any failed; 2 bad input (no report is written)
                """
        case .render:
            return """
                \(command.usage)

                Draws the layout as SVG: each view's frame and name, its alignment rect (dashed orange),
                baselines (green), layout guides (dashed purple); the script's constraints as I-beams
                with their constants, a broken one red and dashed in place (and listed under the
                drawing); margins, unmet intrinsic sizes; ambiguous views in red with ghost outlines at
                the ends of their optimal range; a legend. Nothing is written unless every input is valid.

                options:
                  -o, --output OUT.svg   where to write the picture ('-' for standard output); a name
                                         ending in .png is converted by rsvg-convert (librsvg), which
                                         must be installed. Several inputs: a directory (out/ writes
                                         out/NAME.svg) or a pattern with {name} ('out/{name}.png')
                  --at LINE              draw the layout as of that line (the statements up to it)

                exit status: 0 drawn; 2 bad input
                """
        case .importDocument: return importHelp
        }
    }
}
