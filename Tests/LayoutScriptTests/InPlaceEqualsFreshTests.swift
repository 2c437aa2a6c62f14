import Foundation
import Testing

@testable import TrellisLayout
@testable import TrellisLayoutScript

/// The metamorphic check "in place equals fresh": a random layout changed in
/// place, with frames read between the changes, must end with the frames of
/// a script that declares the final state at once. Compared: the views that
/// both layouts determine (the view and its ancestors unambiguous: every
/// optimal layout gives them one frame), in programs where no required
/// constraint had to be broken (which one breaks may rightly depend on the
/// order things happened in).
///
/// `swift test` runs seeds 0..<200; `TRELLIS_METAMORPHIC=10000 swift test
/// --filter InPlaceEqualsFresh` runs that many (`Docs/Reliability.md` has the
/// figures of the long run).
@Suite struct InPlaceEqualsFreshTests {
    /// What one program showed.
    enum Outcome: Equatable {
        /// Both final layouts agree.
        case same
        /// Not compared: one of the layouts is ambiguous or broke a constraint (which, and how).
        case skipped(String)
        /// A difference, described.
        case different(String)
    }

    /// Runs a program both ways and compares the final frames.
    static func outcome(of program: MetamorphicProgram) -> Outcome {
        let inPlace: LayoutReport
        let inPlaceFrames: [String: Rect]
        let inPlaceEngine: LayoutEngine
        let fresh: LayoutReport
        var freshEngine: LayoutEngine?
        do {
            (inPlace, inPlaceFrames, inPlaceEngine) = try runInPlace(program)
            fresh = try ScriptRunner.run(
                script: try ScriptParser.parse(source: program.fresh, file: "fresh.layout"),
                handingLayoutTo: { freshEngine = ($0 as? ScriptBuilder)?.engine })
        } catch {
            return .different("a script failed: \(error)")
        }
        if !inPlace.conflicts.isEmpty || !fresh.conflicts.isEmpty {
            return .skipped("\(inPlace.conflicts.isEmpty ? "fresh" : "in place") conflict")
        }
        var differences: [String] = []
        let inPlaceItems = Dictionary(uniqueKeysWithValues: inPlace.items.map { ($0.name, $0) })
        let freshItems = Dictionary(uniqueKeysWithValues: fresh.items.map { ($0.name, $0) })
        if Set(freshItems.keys) != Set(inPlaceItems.keys) {
            differences.append("views \(inPlace.items.map(\.name)) in place, \(fresh.items.map(\.name)) fresh")
        }
        // A frame is relative to the parent's: compared where the view and
        // its ancestors are unambiguous in both layouts, so that every
        // optimal layout gives it the same frame.
        func determined(_ name: String?) -> Bool {
            guard let name else { return true }
            guard let a = inPlaceItems[name], let b = freshItems[name] else { return false }
            return a.ambiguousComponents.isEmpty && b.ambiguousComponents.isEmpty && determined(a.parent)
        }
        var comparedViews = 0
        for item in inPlace.items where item.parent != nil && determined(item.name) {
            let other = freshItems[item.name]!
            comparedViews += 1
            let frame = inPlaceFrames[item.name] ?? item.frame
            let scale = max(1, abs(frame.maxX), abs(frame.maxY))
            if !frame.isClose(to: other.frame, tolerance: 1e-6 * scale) {
                differences.append("\(item.name).frame: \(frame) in place, \(other.frame) fresh")
            }
        }
        if differences.isEmpty && comparedViews == 0 { return .skipped("ambiguous") }
        if !differences.isEmpty, let freshEngine {
            // Height for width is settled by rounds from the widths at hand,
            // not optimised: where a width depends on a height, two
            // histories may rightly settle on different layouts (a wrapping
            // view has different widths, so different intrinsic heights), or
            // one may stop at the round limit unsettled (which the engine counts).
            let settled = [inPlaceEngine, freshEngine].map(settledOnWrapping)
            if settled == [true, true], wrappingWidthsDiffer(inPlaceEngine, freshEngine) {
                return .skipped("several settled wrapping layouts")
            }
            let unsettled = zip([inPlaceEngine, freshEngine], settled).contains { !$1 && $0.layoutRoundLimitHits > 0 }
            if unsettled { return .skipped("wrapping stopped unsettled at the round limit") }
        }
        // A horizontal stack's baselines are its tallest view's: when the
        // heights that choose it are ambiguous, so is the choice.
        let ambiguousTallest = [inPlace, fresh].contains { report in
            let items = Dictionary(uniqueKeysWithValues: report.items.map { ($0.name, $0) })
            return report.items.contains { stack in
                guard let arrangement = stack.stack, arrangement.axis == .horizontal else { return false }
                return arrangement.arranged.contains { items[$0]?.ambiguousComponents.contains(.height) ?? false }
            }
        }
        if !differences.isEmpty && ambiguousTallest {
            return .skipped("a horizontal stack's tallest view is ambiguous")
        }
        // The tallest view decides a baseline that may move the views that
        // decide which is tallest: two histories may rightly settle on
        // different choices, each consistent with its own layout.
        if !differences.isEmpty, let freshEngine, tallestViewsDiffer(inPlaceEngine, freshEngine) {
            return .skipped("two consistent choices of a stack's tallest view")
        }
        return differences.isEmpty ? .same : .different(differences.joined(separator: "\n"))
    }

    /// Whether a horizontal stack takes its baselines from different views in the two layouts.
    static func tallestViewsDiffer(_ a: LayoutEngine, _ b: LayoutEngine) -> Bool {
        func choices(_ engine: LayoutEngine) -> [String: String] {
            var choices: [String: String] = [:]
            for case let stack as StackView in engine.views where !stack.isRemoved && stack.axis == .horizontal {
                let view = stack.baselineView(first: true) { engine.attributeRect(of: $0).height }
                choices[stack.name] = view?.name
            }
            return choices
        }
        return choices(a) != choices(b)
    }

    /// Whether some wrapping view has a different width in the two layouts.
    static func wrappingWidthsDiffer(_ a: LayoutEngine, _ b: LayoutEngine) -> Bool {
        let widths = Dictionary(
            a.views.filter { !$0.isRemoved && $0.heightForWidth != nil }.map {
                ($0.name, a.attributeRect(of: $0).width)
            }, uniquingKeysWith: { first, _ in first })
        return b.views.contains { view in
            guard !view.isRemoved, view.heightForWidth != nil, let width = widths[view.name] else { return false }
            return abs(width - b.attributeRect(of: view).width) > 1e-6
        }
    }

    /// Whether an engine has views with `heightForWidth`, each with the
    /// height it gives at its laid-out width.
    static func settledOnWrapping(_ engine: LayoutEngine) -> Bool {
        let wrapping = engine.views.filter { !$0.isRemoved && $0.heightForWidth != nil }
        guard !wrapping.isEmpty else { return false }
        return wrapping.allSatisfy { view in
            let width = view.preferredMaxLayoutWidth ?? engine.attributeRect(of: view).width
            return abs(view.heightForWidth!(width) - (view.wrappedHeight ?? .nan)) <= 1e-6
        }
    }

    /// Runs the in-place program statement by statement, with its Swift
    /// calls and reads between the statements, and reports the final state,
    /// with the frames read from the engine before the report is made (the
    /// report's ambiguity analysis changes the solver, which would hide a
    /// frame kept from before the last change).
    static func runInPlace(_ program: MetamorphicProgram) throws -> (LayoutReport, [String: Rect], LayoutEngine) {
        var lines: [String] = []
        var actions: [[MetamorphicProgram.Step]] = [[]]
        for step in program.steps {
            if case .line(let line) = step {
                lines.append(line)
                actions.append([])
            } else {
                actions[actions.count - 1].append(step)
            }
        }
        let script = try ScriptParser.parse(source: lines.joined(separator: "\n"), file: "in-place.layout")
        let builder = ScriptBuilder(script: script)
        func view(_ name: String) -> View? {
            builder.items.lazy.compactMap { $0.item as? View }.first { $0.name == name && !$0.isRemoved }
        }
        func perform(_ steps: [MetamorphicProgram.Step]) {
            for step in steps {
                switch step {
                case .line: break
                case .reparent(let name, let parent):
                    if let moved = view(name), let target = view(parent) { target.addSubview(moved) }
                case .read(let names):
                    for name in names {
                        guard let read = view(name) else { continue }
                        _ = builder.engine.frame(of: read)
                        _ = builder.engine.value(of: .firstBaseline, of: read)
                    }
                }
            }
        }
        perform(actions[0])
        for statement in script.statements {
            try builder.perform(statement)
            perform(actions[statement.location.line])
        }
        var frames: [String: Rect] = [:]
        for case let (view as View, _) in builder.items where !view.isRemoved {
            frames[view.name] = builder.engine.frame(of: view)
        }
        return (builder.report(), frames, builder.engine)
    }

    /// The seeds of a run: `TRELLIS_METAMORPHIC` of them when set, else 200;
    /// `TRELLIS_METAMORPHIC_SEED` runs that one seed only.
    static var seeds: Range<UInt64> {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["TRELLIS_METAMORPHIC_SEED"].flatMap({ UInt64($0) }) { return seed..<(seed + 1) }
        return 0..<(environment["TRELLIS_METAMORPHIC"].flatMap { UInt64($0) } ?? 200)
    }

    @Test func inPlaceChangesEndAsAFreshLayout() {
        var compared = 0
        var skipped: [String: Int] = [:]
        var failures: [String] = []
        for seed in Self.seeds {
            let program = MetamorphicProgram(seed: seed)
            switch Self.outcome(of: program) {
            case .same: compared += 1
            case .skipped(let reason): skipped[reason, default: 0] += 1
            case .different(let description):
                failures.append(
                    "seed \(seed):\n\(description)\n--- in place:\n\(program.inPlaceText)\n--- fresh:\n\(program.fresh)"
                )
            }
        }
        let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print(
            "in place equals fresh: \(Self.seeds.count) programs, \(compared) compared, \(failures.count) different; "
                + "skipped: \(reasons)")
        #expect(failures.isEmpty, "\(failures.count) programs differ; first:\n\(failures.first ?? "")")
        // The generator must keep most programs comparable.
        #expect(compared * 3 >= Self.seeds.count)
    }
}
