extension Option {
    /// Every option of every subcommand, in the order usage lines and help show them.
    static let table: [Option] = [
        Option(
            spellings: ["--json"], value: nil,
            uses: [
                Use(.solve, help: [Help("print one JSON object: views, guides, vars, conflicts, ambiguous")]),
                Use(.check, help: [Help(#"print JSON instead (one object; with several files, {"files": [...]})"#)]),
                Use(
                    .explain,
                    help: [
                        Help(
                            #"""
                            print {"file": F, "blocks": [{"line", "constraints", "broken", "minimal",
                            "conflicting", "recovers"}, ...]} (several logs: {"files": [...]})
                            """#)
                    ]),
            ],
            apply: { options, _ in options.json = true }),
        Option(
            spellings: ["--junit"], value: "PATH",
            uses: [
                Use(
                    .check,
                    help: [Help("also write a JUnit XML report (a test case per view, guide, var and conflict)")]),
                Use(.test, help: [Help("also write a JUnit XML report (a test case per expectation)")]),
            ],
            apply: { options, path in options.junitPath = path }),
        Option(
            spellings: ["--format"], value: Invocation.OutputFormat.allCases.map(\.rawValue).joined(separator: "|"),
            uses: [
                Use(
                    .check,
                    help: [
                        Help(
                            term: "--format github",
                            """
                            print each diagnostic as a GitHub Actions workflow command
                            (::error file=F,line=L,col=C,…,title=RULE::MESSAGE), so it shows on the
                            pull request; at most 10 per file, then one that counts the rest
                            """),
                        Help(term: "--format sarif", "print a SARIF 2.1.0 log instead (for code scanning)"),
                        Help(term: "--format gitlab", "print a GitLab Code Quality report instead (JSON)"),
                        Help(term: "--format compiler", "the same lines as text (FILE:LINE:COLUMN: SEVERITY: …)"),
                    ]),
                Use(
                    .test,
                    help: [
                        Help(
                            term: "--format github",
                            """
                            print each failure as a GitHub Actions workflow command
                            (::error file=F,line=L,col=C,…,title=failed-expectation::expected …, got …)
                            """),
                        Help(
                            term: "--format sarif | gitlab",
                            "print the failures as a SARIF 2.1.0 log or a GitLab Code Quality report"),
                        Help(
                            term: "--format compiler",
                            "print each failure as FILE:LINE:COLUMN: error: expected …, got …"),
                    ]),
            ],
            apply: { options, value throws(InvalidValue) in
                guard let format = Invocation.OutputFormat(rawValue: value) else {
                    let names = Invocation.OutputFormat.allCases.map { "'\($0.rawValue)'" }
                    let expected = names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
                    throw InvalidValue(message: "unknown format '\(value)'; expected \(expected)")
                }
                options.format = format
            }),
        Option(
            spellings: ["--report-bad-input"], value: nil,
            uses: [.check, .test].map { command in
                Use(
                    command,
                    help: [
                        Help(
                            """
                            write the reports (JUnit, SARIF, GitLab, GitHub) even when a file is
                            bad input, each bad file in them as an error at its line (exit status 2)
                            """)
                    ])
            },
            apply: { options, _ in options.reportBadInput = true }),
        Option(
            spellings: ["--reproducible"], value: nil,
            uses: [.check, .test].map { command in
                Use(
                    command,
                    help: [
                        Help(
                            """
                            leave each suite's timestamp and time out of the JUnit report, so the
                            same results give the same bytes
                            """)
                    ])
            },
            apply: { options, _ in options.reproducible = true }),
        Option(
            spellings: ["-o", "--output"], value: "OUT",
            uses: [
                Use(
                    .render, placeholder: "OUT.svg", usage: .required(what: "an output file"),
                    help: [
                        Help(
                            term: "-o, --output OUT.svg",
                            """
                            where to write the picture ('-' for standard output); a name
                            ending in .png is converted by rsvg-convert (librsvg), which
                            must be installed. Several inputs: a directory (out/ writes
                            out/NAME.svg) or a pattern with {name} ('out/{name}.png')
                            """)
                    ]),
                Use(
                    .importDocument, placeholder: "OUT.layout",
                    help: [Help("where to write the script (default: standard output)")]),
                Use(
                    .explain, placeholder: "OUT.layout",
                    help: [
                        Help(
                            """
                            write the first block as a .layout script with its 'expect conflict'
                            line instead, for 'trellis test' and 'trellis check' ('-' for standard output)
                            """)
                    ]),
            ],
            apply: { options, path in options.outputPath = path }),
        Option(
            spellings: ["--scene"], value: "NAME",
            uses: [
                Use(
                    .render, usage: .helpOnly,
                    help: [Help("the scene of a storyboard to draw, by name or id (default: the first)")]),
                Use(.importDocument, help: [Help("only the scene with this name or id")]),
            ],
            apply: { options, name in options.scene = name }),
        Option(
            spellings: ["--at"], value: "LINE",
            uses: [Use(.render, help: [Help("draw the layout as of that line (the statements up to it)")])],
            apply: { options, value throws(InvalidValue) in
                guard let line = Int(value), line >= 1 else {
                    throw InvalidValue(message: "'--at' needs a line number (1 or more), not '\(value)'")
                }
                options.atLine = line
            }),
    ]

    /// The options of `trellis` itself, in the order the overview shows them.
    static let global: [GlobalOption] = [
        GlobalOption(
            spellings: ["-h", "--help"], help: "show help (also: trellis help COMMAND, trellis COMMAND --help)"),
        GlobalOption(spellings: ["--version"], help: "print the version"),
    ]
}
