import Testing
import TrellisSolver

@testable import TrellisLayout

struct AmbiguityTests {
    /// Three 50-wide views in a 320-wide row, `|-[a]-[b]-[c]-|`: 20 + 8 + 8 + 20
    /// = 56 of spacing, so the widths share 264 and 114 spare; at equal
    /// hugging any split is optimal, so all three are ambiguous in x or width.
    /// With b at hugging 249, b takes the slack: a = c = 50, b = 164;
    /// x: a 20, b 20 + 50 + 8 = 78, c 78 + 164 + 8 = 250.
    @Test func equalHuggingTiesAndLowerHuggingDecides() throws {
        let (engine, root) = makeEngine()
        let names = ["a", "b", "c"]
        var views: [String: LayoutItem] = [:]
        for name in names { views[name] = makeView(engine, name, in: root, intrinsic: Size(width: 50, height: 20)) }
        try visualFormat(engine, ["H:|-[a]-[b]-[c]-|", "V:|-[a]", "V:|-[b]", "V:|-[c]"], views)
        for name in names {
            #expect(engine.ambiguity(of: views[name]!).description == (name == "a" ? "width" : "x, width"))
        }
        #expect(engine.hasAmbiguousLayout)
        (views["b"] as! View).setContentHuggingPriority(249, for: .horizontal)
        #expect(!engine.hasAmbiguousLayout)
        #expect(engine.frame(of: views["a"]!) == Rect(x: 20, y: 20, width: 50, height: 20))
        #expect(engine.frame(of: views["b"]!) == Rect(x: 78, y: 20, width: 164, height: 20))
        #expect(engine.frame(of: views["c"]!) == Rect(x: 250, y: 20, width: 50, height: 20))
    }

    /// A pinned root with a child that has no constraints: only the child is ambiguous.
    @Test func onlyTheUnpinnedChildIsAmbiguous() {
        let (engine, root) = makeEngine()
        let child = engine.makeView("child", in: root)
        #expect(!root.hasAmbiguousLayout)
        #expect(child.hasAmbiguousLayout)
        #expect(engine.ambiguity(of: child) == ItemAmbiguity(x: true, y: true, width: true, height: true))
        #expect(engine.ambiguousLayout().items.map(\.name) == ["child"])
        #expect(engine.autolayoutTrace.contains("*child {{"))
        #expect(engine.autolayoutTrace.contains("- AMBIGUOUS LAYOUT for x, y, width, height"))
        #expect(!engine.autolayoutTrace.contains("•root {{0, 0}, {320, 480}} - AMBIGUOUS"))
    }

    /// A child pinned on x and width only: exercising moves its y, which stays ambiguous.
    @Test func exerciseAmbiguityMovesTheOpenParts() {
        let (engine, root) = makeEngine()
        let child = makeView(engine, "child", in: root, intrinsic: Size(width: 50, height: 20))
        child.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        let before = child.frame
        child.exerciseAmbiguityInLayout()
        #expect(child.frame.minX == before.minX)
        #expect(child.frame.minY != before.minY)
        #expect(engine.ambiguity(of: child).description == "y")
    }

    /// Free variables: x + y == 10 leaves both ambiguous; x == 4 fixes both (y = 6).
    @Test func variables() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable("x"), y = engine.makeVariable("y")
        engine.activate([try LayoutConstraint(LayoutExpression(x + y), .equal, LayoutExpression(constant: 10))])
        #expect(engine.isAmbiguous(x) && engine.isAmbiguous(y))
        engine.activate([try LayoutConstraint(LayoutExpression(x), .equal, LayoutExpression(constant: 4))])
        #expect(!engine.hasAmbiguousLayout)
        #expect(engine.value(of: y) == 6)
    }
}
