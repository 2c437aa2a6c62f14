import Foundation
import Testing

/// `trellis render`: several inputs, `--at LINE`, PNG through `rsvg-convert` or a clear refusal.
@Suite(.serialized) final class RenderCommandTests {
    /// A 300-wide banner in a 320-wide root with 20-point insets: line 5 is broken.
    static let banner = """
        view root frame 0 0 320 100
        view banner in root intrinsic none 40
        banner.leading == root.leading + 20
        banner.trailing == root.trailing - 20
        banner.width == 300
        banner.top == root.top + 30

        """

    let binary: TrellisBinary
    let directory: URL

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([
            "banner.layout": Self.banner, "other.layout": "view root frame 0 0 10 10\n",
            "bad.layout": "view root frame 0 0 10 10\nview a in roto\n",
        ])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: String..., environment: [String: String]? = nil) throws -> TrellisBinary.Run {
        try binary.run(arguments, in: directory, environment: environment)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    func contents(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theBrokenConstraintIsInThePictureAndNotBeforeItsLine() throws {
        #expect(try run("render", "banner.layout", "-o", "all.svg").status == 0)
        #expect(try contents("all.svg").contains(#"class="constraint broken""#))
        // As of line 4 the width is not there yet: nothing is broken.
        #expect(try run("render", "banner.layout", "--at", "4", "-o", "four.svg").status == 0)
        let four = try contents("four.svg")
        #expect(!four.contains("broken") && four.contains(#"class="constraint""#))
        for bad in ["0", "x", "-3"] {
            let refused = try run("render", "banner.layout", "--at=\(bad)", "-o", "no.svg")
            #expect(refused.status == 2 && refused.stderr.contains("'--at' needs a line number"))
        }
        #expect(!exists("no.svg"))
    }

    @Test func severalInputsMakeOneFileEach() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        #expect(try run("render", "banner.layout", "other.layout", "-o", "out").status == 0)
        #expect(exists("out/banner.svg") && exists("out/other.svg"))
        #expect(try run("render", "banner.layout", "other.layout", "-o", "{name}-picture.svg").status == 0)
        #expect(exists("banner-picture.svg") && exists("other-picture.svg"))
        let one = try run("render", "banner.layout", "other.layout", "-o", "one.svg")
        #expect(one.status == 2 && one.stderr.contains("is one file for 2 pictures"))
        // A bad input among several: its located error, and no file at all.
        let bad = try run("render", "banner.layout", "bad.layout", "-o", "{name}-bad.svg")
        #expect(bad.status == 2 && bad.stderr.contains("bad.layout:2:11: error:"))
        #expect(!exists("banner-bad.svg") && !exists("one.svg"))
        let same = try run("render", "banner.layout", "./banner.layout", "-o", "{name}-twice.svg")
        #expect(same.status == 2 && same.stderr.contains("would both be drawn to"))
    }

    @Test func pngNeedsRsvgConvert() throws {
        // Without rsvg-convert on PATH: refused, nothing written.
        let refused = try run("render", "banner.layout", "-o", "out.png", environment: ["PATH": "/nonexistent"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("cannot write PNG: 'rsvg-convert' is not installed"))
        #expect(!exists("out.png"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else { return }
        #expect(try run("render", "banner.layout", "-o", "out.png", environment: ["PATH": "/usr/bin"]).status == 0)
        let png = try Data(contentsOf: directory.appendingPathComponent("out.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
