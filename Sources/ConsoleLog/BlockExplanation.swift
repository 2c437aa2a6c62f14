import TrellisLayout
import TrellisLayoutScript

/// What Trellis finds in a conflict block: a minimal conflicting set, whether
/// the rest holds once Apple's broken constraint is left out, the layout
/// Apple ends up with, and what leaving out each member of the set instead would give.
public struct BlockExplanation: Sendable {
    /// What leaving out one member of the minimal set gives.
    public struct Alternative: Sendable, Equatable {
        /// The member's address.
        public var address: String
        /// Whether every other constraint holds without it.
        public var recovers: Bool
    }

    /// A view's frame in a layout, and which of its numbers the constraints do not determine.
    public struct Frame: Sendable, Equatable {
        public var name: String
        /// `[x, y, width, height]`.
        public var frame: [Double]
        /// Per number of `frame`, whether the constraints leave it free.
        public var undetermined: [Bool]
        /// Whether any number is free.
        public var ambiguous: Bool { undetermined.contains(true) }
    }

    /// The block explained.
    public let block: ConflictBlock
    /// The block as a script.
    public let script: BlockScript
    /// Whether Trellis finds the listed constraints (and the implicit ones) unsatisfiable together.
    public let conflicting: Bool
    /// The addresses of a minimal conflicting set found by Trellis, in the block's order.
    public let minimal: [String]
    /// The implicit constraints in that set, described: views' size bounds
    /// (`UILabel_cfa0.width >= 0`) and scroll views' content sizes.
    public let minimalImplicit: [String]
    /// The script labels of the minimal set, as `expect conflict` names them.
    public let minimalLabels: [String]
    /// Whether all the rest holds once Apple's broken constraint is left out.
    public let recovers: Bool
    /// The frames once Apple's broken constraint is left out.
    public let framesAfterRecovery: [Frame]
    /// For each member of the minimal set, what leaving it out instead gives.
    public let alternatives: [Alternative]

    /// Blocks with more constraints than this are not tried without each member.
    public static let alternativesLimit = 200

    /// Explains a block.
    ///
    /// - Parameters:
    ///   - block: The block.
    ///   - source: `LOG:LINE`, for the script's first comment.
    /// - Throws: `ConsoleLogError` when the block's constraints make no layout
    ///   (a relation Auto Layout forbids, such as `leading` to `left`), at the description.
    public init(block: ConflictBlock, source: String) throws(ConsoleLogError) {
        self.block = block
        let script = BlockScript(block: block, source: source)
        self.script = script
        let full = try Self.run(script, leavingOut: [], block: block)
        let conflict = full.conflicts.first
        conflicting = conflict != nil
        let labels = conflict?.constraints.map(\.name) ?? []
        var seen: Set<String> = []
        var labelsInOrder: [String] = []
        for label in labels where seen.insert(label).inserted { labelsInOrder.append(label) }
        minimalLabels = labelsInOrder
        let addresses = Set(labelsInOrder.compactMap { script.addressOfLabel[$0] })
        minimal = block.constraints.map(\.address).filter { addresses.contains($0) }.uniqued()
        minimalImplicit = (conflict?.implicit ?? []) + labelsInOrder.compactMap { script.implicitLabels[$0] }
        let recovered = try Self.run(script, leavingOut: [block.broken.address], block: block)
        recovers = recovered.conflicts.isEmpty
        framesAfterRecovery = recovered.views.map { view in
            Frame(
                name: view.name, frame: view.frame.components,
                undetermined: [.x, .y, .width, .height].map(view.ambiguousComponents.contains))
        }
        var alternatives: [Alternative] = []
        if block.constraints.count <= Self.alternativesLimit {
            for address in minimal {
                let report = try Self.run(script, leavingOut: [address], block: block)
                alternatives.append(Alternative(address: address, recovers: report.conflicts.isEmpty))
            }
        }
        self.alternatives = alternatives
    }

    /// Lays the script out, leaving some constraints out.
    static func run(_ script: BlockScript, leavingOut: Set<String>, block: ConflictBlock) throws(ConsoleLogError)
        -> LayoutReport
    {
        do {
            let parsed = try ScriptParser.parse(source: script.text(leavingOut: leavingOut), file: "explain")
            return try ScriptRunner.run(script: parsed)
        } catch {
            // Locate the error at the description the failing line states.
            let lines = script.text(leavingOut: leavingOut).split(separator: "\n", omittingEmptySubsequences: false)
            var location = block.location
            if error.location.line >= 1, error.location.line <= lines.count {
                let failing = script.lines.filter { $0.address.map { !leavingOut.contains($0) } ?? true }
                if let address = failing[error.location.line - 1].address,
                    let constraint = block.constraints.first(where: { $0.address == address })
                {
                    location = constraint.location
                }
            }
            throw ConsoleLogError(at: location, error.message)
        }
    }

    /// The script `-o` writes: the block, `expect conflict` with the minimal
    /// set, and `expect layout ambiguous` when the block leaves views free.
    public func testScript() throws(ConsoleLogError) -> String {
        var tail: [String] = []
        if !minimalLabels.isEmpty {
            tail.append("# Trellis finds this set of constraints unsatisfiable together.")
            tail.append("expect conflict " + minimalLabels.joined(separator: " "))
        } else {
            tail.append("# Trellis finds these constraints satisfiable together.")
            tail.append("expect satisfiable")
        }
        let report = try Self.run(script, leavingOut: [], block: block)
        if !report.ambiguousNames.isEmpty { tail.append("expect layout ambiguous") }
        return script.text(tail: tail)
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
