import TrellisConsoleLog
import TrellisLayoutScript

/// What `trellis explain` prints: readable text, or the contract's JSON.
enum ExplainReporter {
    /// `{"file": F, "blocks": [...]}`, one object per block in order.
    static func json(file: String, entries: [ExplainedEntry], ambiguous: [AmbiguousView] = []) -> JSONValue {
        let blocks: [JSONValue] = entries.map { entry in
            switch entry.result {
            case .failure(let error):
                return .object([
                    ("line", .number(Double(entry.location.line))),
                    ("error", .string("\(error.location.line):\(error.location.column): \(error.message)")),
                ])
            case .success(let explanation):
                let block = explanation.block
                return .object([
                    ("line", .number(Double(block.location.line))),
                    ("constraints", .array(block.constraints.map { .string($0.address) })),
                    ("broken", .string(block.broken.address)),
                    ("minimal", .array(explanation.minimal.map { .string($0) })),
                    ("conflicting", .bool(explanation.conflicting)),
                    ("recovers", .bool(explanation.recovers)),
                    (
                        "implicit",
                        .array(explanation.minimalImplicit.map { .string($0) })
                    ),
                    (
                        "alternatives",
                        .array(
                            explanation.alternatives.map {
                                .object([("constraint", .string($0.address)), ("recovers", .bool($0.recovers))])
                            })
                    ),
                ])
            }
        }
        var members: [(key: String, value: JSONValue)] = [("file", .string(file)), ("blocks", .array(blocks))]
        if !ambiguous.isEmpty {
            let views: [JSONValue] = ambiguous.map { view in
                .object([
                    ("line", .number(Double(view.location.line))), ("column", .number(Double(view.location.column))),
                    ("view", .string(view.view)), ("attributes", .array(view.attributes.map { .string($0) })),
                ])
            }
            members.append(("ambiguous", .array(views)))
        }
        return .object(members)
    }

    /// The explanation of one block as text, located at the block's `FILE:LINE:COLUMN`.
    static func text(_ explanation: BlockExplanation) -> String {
        let block = explanation.block
        let byAddress = Dictionary(block.constraints.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
        func described(_ address: String) -> String {
            TerminalText.escaped(byAddress[address].map(\.text) ?? address)
        }
        var lines: [String] = []
        let count = block.constraints.count
        lines.append(
            "\(TerminalText.escaped(block.location.description)): \(count) \(count == 1 ? "constraint" : "constraints") listed; Apple broke \(block.broken.address)"
        )
        if explanation.conflicting {
            lines.append("  conflicting: these cannot hold together (a minimal set):")
            for address in explanation.minimal { lines.append("    " + described(address)) }
            for label in explanation.minimalImplicit {
                lines.append("    (implicit) " + label)
            }
        } else {
            lines.append("  not conflicting: Trellis satisfies every listed constraint together")
        }
        lines.append(
            explanation.recovers
                ? "  without the broken constraint, the rest holds (as Apple's recovery needs)"
                : "  without the broken constraint, the rest still conflicts")
        if !explanation.alternatives.isEmpty {
            lines.append("  leaving out instead:")
            for alternative in explanation.alternatives {
                let mark = alternative.address == block.broken.address ? " (Apple's choice)" : ""
                lines.append(
                    "    \(alternative.address)\(mark): "
                        + (alternative.recovers ? "the rest holds" : "the rest still conflicts"))
            }
        }
        lines.append("  frames after Apple's recovery (x y width height, '?' not determined by the log):")
        for frame in explanation.framesAfterRecovery {
            let values = zip(frame.frame, frame.undetermined).map { ReportNumber.text($0) + ($1 ? "?" : "") }
            lines.append("    \(frame.name): " + values.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A view an `_autolayoutTrace` marks ambiguous, worded as `trellis check` words ambiguity.
    static func text(_ view: AmbiguousView) -> String {
        let what =
            view.attributes.isEmpty
            ? "the trace marks its layout ambiguous without saying what is not determined"
            : "its \(view.undeterminedText) \(view.attributes.count == 1 ? "is" : "are") not determined"
        return TerminalText.escaped("\(view.location): warning: view '\(view.view)' is ambiguous: \(what)")
            + " (_autolayoutTrace)\n"
    }
}
