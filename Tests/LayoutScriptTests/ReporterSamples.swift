import TrellisLayout

@testable import TrellisLayoutScript

/// Hand-built reports, as a builder would fill them, for the reporter tests.
///
/// The numbers are chosen by hand, not computed by a layout: the reporters
/// are tested on what they print, not on what a layout gives.
enum ReporterSamples {
    /// A location in `photo.layout`.
    static func at(_ line: Int, _ column: Int = 1, file: String = "photo.layout") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// A rectangle.
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// A flipped layout with a guide, insets, baselines, a tie, an ambiguous var, a conflict,
    /// a diagnostic and passing and failing expectations.
    static let photo = LayoutReport(
        file: "photo.layout",
        coordinates: .flipped,
        items: [
            .init(name: "root", frame: rect(0, 0, 320, 480), location: at(3)),
            .init(name: "content", parent: "root", isGuide: true, frame: rect(0, 20, 320, 440), location: at(4)),
            // insets 10 10 10 10: the alignment rect lies 10 inside the frame on each side.
            .init(
                name: "photo", parent: "root", frame: rect(70, 162, 200, 200), alignmentRect: rect(80, 172, 180, 180),
                location: at(5)),
            // root's origin is 0 0, so label1's top is 20 in attribute space; baseline 16 below it.
            .init(
                name: "label1", parent: "root", frame: rect(20, 20, 100, 20), firstBaseline: 36, lastBaseline: 36,
                location: at(6)),
            .init(
                name: "label2", parent: "root", frame: rect(128, 20, 172.5, 20), ambiguousComponents: [.width, .x],
                ambiguityCause: .equalPriorities(with: ["label1"], total: 1), location: at(7)),
        ],
        variables: [
            .init(name: "x", value: 30, location: at(8, 5)),
            .init(name: "y", value: -0.0, isAmbiguous: true, location: at(8, 8)),
            .init(name: "z", value: 1.0 / 3.0, location: at(9, 5)),
        ],
        conflicts: [
            LayoutReport.Conflict(constraints: [
                .init(name: "widthPin", location: at(12)),
                .init(name: "line 14: photo.width >= 300", location: at(14)),
            ])
        ],
        diagnostics: [
            .init(
                .warning,
                "alignment geometry of 'photo' does not round-trip: frame to alignment rect and back moves it by 0.5",
                at: at(5), notes: [.init("insets given here", at: at(5, 23))])
        ],
        expectations: [
            .init(
                location: at(20), text: "expect photo.frame == 70 162 200 200", passed: true,
                expected: "photo.frame == 70 162 200 200", got: "photo.frame == 70 162 200 200"),
            .init(
                location: at(21), text: "expect label2.width == 80", passed: false, expected: "label2.width == 80",
                got: "label2.width == 172.5"),
            .init(
                location: at(22), text: "expect layout unambiguous", passed: false, expected: "layout unambiguous",
                got: "ambiguous: label2, y"),
        ])

    /// An unflipped (AppKit) tree three deep, for the coordinate conversion.
    ///
    /// By hand: root is as given, 0 0 200 100. `panel` is 10 up from root's
    /// bottom: top = 0 + 100 - 10 - 30 = 60, x = 0 + 10. `button` is 5 up from
    /// panel's bottom: top = 60 + 30 - 5 - 10 = 75, x = 10 + 5 = 15. Its
    /// alignment rect (1 inside on each side) is 16 76 8 8 in attribute space.
    static let appKit = LayoutReport(
        file: "appkit.layout",
        coordinates: .unflipped,
        items: [
            .init(name: "root", frame: rect(0, 0, 200, 100), location: at(2, file: "appkit.layout")),
            .init(name: "panel", parent: "root", frame: rect(10, 10, 50, 30), location: at(3, file: "appkit.layout")),
            .init(
                name: "button", parent: "panel", frame: rect(5, 5, 10, 10), alignmentRect: rect(6, 6, 8, 8),
                firstBaseline: 82, lastBaseline: 82, location: at(4, file: "appkit.layout")),
            .init(
                name: "free", parent: "root", frame: rect(120, 40, 30, 30), ambiguousComponents: [.y],
                ambiguityCause: .underconstrained, location: at(5, file: "appkit.layout")),
        ])

    /// A report whose every name and text is hostile to XML and JSON.
    static let hostile = LayoutReport(
        file: "we\"ird <&> 'file'.layout",
        items: [.init(name: "a<b&\"c'", frame: rect(0, 0, 10, 10), location: at(1, file: "we\"ird <&> 'file'.layout"))],
        variables: [.init(name: "tab\there\nnewline\u{1}", value: 1, location: at(2))],
        conflicts: [LayoutReport.Conflict(constraints: [.init(name: "line 3: a<b&\"c'.width <= -1", location: at(3))])],
        expectations: [
            .init(
                location: at(4), text: "expect a<b&\"c'.width == 5 # ]]>", passed: false, expected: "<&>\"'",
                got: "]]> \u{7}")
        ])
}
