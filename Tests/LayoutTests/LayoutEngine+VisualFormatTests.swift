import Testing

@testable import TrellisLayout

/// One Auto Layout Guide example on real views, with frames worked out by hand.
struct VisualFormatFrameCase: Sendable, CustomTestStringConvertible {
    var lines: [String]
    /// Intrinsic widths of the views (height 30 each; every view sits at top 0 unless the lines say otherwise).
    var widths: [String: Double]
    var expected: [String: Rect]
    var testDescription: String { lines.joined(separator: " ") }
}

let visualFormatFrameCases: [VisualFormatFrameCase] = [
    // 320 wide: find 20…70 (50 wide); findNext 70 + 8 = 78, 80 wide → 158;
    // findField 158 + 8 = 166 up to 320 - 20 = 300 → 134 wide (it has no intrinsic width).
    .init(
        lines: ["|-[find]-[findNext]-[findField(>=20)]-|"], widths: ["find": 50, "findNext": 80, "findField": -1],
        expected: [
            "find": Rect(x: 20, y: 0, width: 50, height: 30), "findNext": Rect(x: 78, y: 0, width: 80, height: 30),
            "findField": Rect(x: 166, y: 0, width: 134, height: 30),
        ]),
    // Standard space: button at 0 (|[button]), textField at 60 + 8 = 68.
    .init(
        lines: ["|[button]-[textField]"], widths: ["button": 60, "textField": 100],
        expected: [
            "button": Rect(x: 0, y: 0, width: 60, height: 30), "textField": Rect(x: 68, y: 0, width: 100, height: 30),
        ]),
    // Connection to superview: 50 each side of 320 → 220 wide (no intrinsic width).
    .init(
        lines: ["|-50-[purpleBox]-50-|"], widths: ["purpleBox": -1],
        expected: ["purpleBox": Rect(x: 50, y: 0, width: 220, height: 30)]),
    // Vertical layout: topField 0…30, bottomField at 30 + 10 = 40.
    .init(
        lines: ["|[topField]", "|[bottomField]", "V:|[topField]-10-[bottomField]"],
        widths: ["topField": 100, "bottomField": 100],
        expected: [
            "topField": Rect(x: 0, y: 0, width: 100, height: 30),
            "bottomField": Rect(x: 0, y: 40, width: 100, height: 30),
        ]),
    // Flush views: blueView starts where maroonView (40 wide) ends.
    .init(
        lines: ["|[maroonView][blueView]"], widths: ["maroonView": 40, "blueView": 40],
        expected: [
            "maroonView": Rect(x: 0, y: 0, width: 40, height: 30), "blueView": Rect(x: 40, y: 0, width: 40, height: 30),
        ]),
    // Multiple predicates: intrinsic 150 is above <=100 (required), so 100; 30 is below >=70, so 70.
    .init(
        lines: ["|[flexibleButton(>=70,<=100)]", "|[small(>=70,<=100)]"], widths: ["flexibleButton": 150, "small": 30],
        expected: [
            "flexibleButton": Rect(x: 0, y: 0, width: 100, height: 30),
            "small": Rect(x: 0, y: 0, width: 70, height: 30),
        ]),
    // Equal widths: button1 takes button2's 90 (button1 has no intrinsic width).
    .init(
        lines: ["|[button1(==button2)]", "|[button2]"], widths: ["button1": -1, "button2": 90],
        expected: ["button1": Rect(x: 0, y: 0, width: 90, height: 30)]),
]

struct LayoutEngineVisualFormatTests {
    @Test(arguments: visualFormatFrameCases)
    func appleGuideExamples(_ example: VisualFormatFrameCase) throws {
        let (engine, root) = makeEngine(width: 320, height: 480)
        var views: [String: LayoutItem] = [:]
        for name in example.widths.keys.sorted() {
            let view = makeView(engine, name, in: root, intrinsic: Size(width: example.widths[name]!, height: 30))
            views[name] = view
            if !example.lines.contains(where: { $0.hasPrefix("V:") && $0.contains(name) }) {
                view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            }
        }
        try visualFormat(engine, example.lines, views)
        for (name, rect) in example.expected.sorted(by: { $0.key < $1.key }) {
            #expect(engine.frame(of: views[name]!) == rect, "\(name)")
        }
        #expect(engine.conflicts.isEmpty)
    }

    @Test func errorsNameTheProblem() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let lone = engine.makeView("lone")
        #expect(throws: LayoutError.self) { try engine.constraints(withVisualFormat: "[a]-[b]", views: ["a": a]) }
        do {
            _ = try engine.constraints(withVisualFormat: "[a]-[b]", views: ["a": a])
        } catch {
            guard case .unknownView("b", column: 6) = error else { Issue.record("\(error)"); return }
        }
        do {
            _ = try engine.constraints(withVisualFormat: "|-[lone]", views: ["lone": lone])
            Issue.record("a root has no superview")
        } catch {
            guard case .noCommonSuperview = error else { Issue.record("\(error)"); return }
        }
        do {
            _ = try engine.constraints(withVisualFormat: "[a", views: ["a": a])
            Issue.record("malformed")
        } catch {
            guard case .visualFormat = error else { Issue.record("\(error)"); return }
        }
        #expect(engine.constraints.count == 4)  // only the root's frame pins
    }

    /// Alignment options: `[a]-[b]` aligned on top puts b's top on a's (40).
    @Test func alignmentOptions() throws {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 10, height: 10))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 10, height: 10))
        engine.activate(
            try engine.constraints(withVisualFormat: "|[a]-[b]", options: .alignAllTop, views: ["a": a, "b": b]))
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
        #expect(b.frame == Rect(x: 18, y: 40, width: 10, height: 10))
    }
}
