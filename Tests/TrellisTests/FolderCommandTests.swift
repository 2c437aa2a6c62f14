import Foundation
import Testing

/// A folder argument stands for every script and document below it, sorted,
/// with a note on standard error for each file skipped (issue 41, item 1).
@Suite final class FolderCommandTests {
    /// A login scene whose label is pinned only at its leading edge: its
    /// size comes from the stored frame (intrinsic content size), its x from
    /// the constraint (20), and nothing fixes its y — ambiguous, as Xcode
    /// flags it. The label's element starts on line 11, column 29.
    static let ambiguousLogin = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc-login-1">
                    <objects>
                        <viewController id="vc-login-1" sceneMemberID="viewController">
                            <view key="view" id="root-log-1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label text="Email" translatesAutoresizingMaskIntoConstraints="NO" id="lab-log-1">
                                        <rect key="frame" x="20" y="100" width="50" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lab-log-1" firstAttribute="leading" secondItem="root-log-1" secondAttribute="leading" constant="20" id="c-log-lead"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// A script with nothing to report: one view at (0, 0, 100, 40).
    static let login = "view root frame 0 0 100 40\nexpect root.frame == 0 0 100 40\n"

    let trellis: InProcessTrellis

    init() throws {
        let directory = try scratchDirectory([:])
        let files = [
            "Layouts/login.layout": Self.login,
            "Layouts/sub/Login.storyboard": Self.ambiguousLogin,
            "Layouts/README.md": "# Layouts\n",
            "Layouts/.git/config": "[core]\n",
            "Documents/sub/Login.storyboard": Self.ambiguousLogin,
            "Sorted.d/b.layout": "view b frame 0 0 1 1\n",
            "Sorted.d/a/z.layout": "view z frame 0 0 1 1\n",
            "Sorted.d/B.layout": "view B frame 0 0 1 1\n",
        ]
        for (name, contents) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        trellis = InProcessTrellis(directory: directory)
    }

    deinit { try? FileManager.default.removeItem(at: trellis.directory) }

    /// Runs `trellis` with the folder names `Layouts` and `Documents` taken in the scratch directory.
    func run(_ arguments: String...) -> TrellisBinary.Run {
        trellis.run(arguments.map { ["Layouts", "Documents"].contains($0) ? trellis.path($0) : $0 })
    }

    /// The notes for `Layouts`: its README and its hidden `.git` folder, in path order.
    static let layoutsNotes = """
        trellis: note: skipped 'Layouts/.git': hidden folder
        trellis: note: skipped 'Layouts/README.md': not a .layout script or an Interface Builder document (.storyboard, .xib)

        """

    @Test func checkOfAFolderReadsItsStoryboardAndFailsOnItsAmbiguity() {
        let run = run("check", "Layouts")
        #expect(run.status == 1)
        #expect(run.stderr == Self.layoutsNotes)
        #expect(
            run.stdout.contains(
                "Layouts/sub/Login.storyboard:11:29: warning: label lab-log-1 has ambiguous layout: its y is not determined"
            ))
        #expect(run.stdout.hasSuffix("checked 2 files: found problems\n"))
    }

    @Test func aFolderOfDocumentsAloneIsChecked() {
        let run = run("check", "Documents")
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasSuffix("checked 1 file: found problems\n"))
    }

    @Test func testOfAFolderRunsScriptsAndDocuments() {
        let run = run("test", "Layouts")
        // The script's expectations pass; the document's label, free in y,
        // is laid out at y = 0 where the document stores y = 100.
        #expect(run.status == 1)
        #expect(run.stderr == Self.layoutsNotes)
        #expect(
            run.stdout.hasPrefix(
                "Layouts/sub/Login.storyboard:11: expected frame (20, 100, 50, 21), got (20, 0, 50, 21)\n"))
        #expect(run.stdout.hasSuffix(" passed, 1 failed\n"))
    }

    @Test func filesBelowAFolderAreSortedByPath() throws {
        let run = run("solve", "Sorted.d", "--json")
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let files = try #require(object?["files"] as? [[String: Any]])
        // Byte order: "B" (0x42) < "a" (0x61) < "b" (0x62).
        #expect(
            files.map { $0["file"] as? String } == ["Sorted.d/B.layout", "Sorted.d/a/z.layout", "Sorted.d/b.layout"])
    }

    @Test func solveJSONOfAFolderHoldsScriptsAndDocuments() throws {
        let run = run("solve", "Layouts", "--json")
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let files = try #require(object?["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["Layouts/login.layout", "Layouts/sub/Login.storyboard"])
        #expect(files[1]["scenes"] is [Any])
    }

    @Test func notesStayOffAMachineReadableStandardOutput() throws {
        let run = run("check", "Layouts", "--format", "sarif")
        #expect(run.status == 1)
        #expect(run.stderr == Self.layoutsNotes)
        #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
    }

    @Test func renderOfAFolderDrawsEveryFile() throws {
        try FileManager.default.createDirectory(atPath: trellis.path("out.d"), withIntermediateDirectories: true)
        let run = run("render", "Layouts", "-o", "out.d/")
        #expect(run.status == 0)
        #expect(trellis.exists("out.d/login.svg"))
        #expect(trellis.exists("out.d/Login.storyboard.svg"))
    }

    @Test func reportsNeverOverwriteAFileFoundInAFolder() throws {
        for command in ["check", "test"] {
            let run = run(command, "Layouts", "--junit", "Layouts/login.layout")
            #expect(run.status == 2)
            #expect(run.stderr.contains("refusing to write 'Layouts/login.layout': it is the input"))
            #expect(run.stdout.isEmpty)
        }
        let render = run("render", "Layouts/sub", "-o", "Layouts/sub/Login.storyboard")
        #expect(render.status == 2)
        #expect(try trellis.contents("Layouts/login.layout") == Self.login)
        #expect(try trellis.contents("Layouts/sub/Login.storyboard") == Self.ambiguousLogin)
    }
}
