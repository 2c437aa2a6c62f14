import Foundation
import Testing

@testable import TrellisInterfaceBuilder

/// Bad and hostile documents: each a located error or note, nothing read beyond the document, no crash.
struct HostileInputTests {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let open =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" useAutolayout=\"YES\">"

    /// The error a document raises.
    func error(_ text: String) -> DocumentError? {
        do {
            _ = try Fixture.read(text)
            return nil
        } catch {
            return error
        }
    }

    /// `nan` and `inf` as placeholder intrinsic sizes are no size, not numbers
    /// handed to the engine (which stops on a non-finite intrinsic size).
    @Test func nonFinitePlaceholderSizeIsNoSize() throws {
        let text =
            Self.header + Self.open + """

                <objects>
                    <view id="root-hh-01">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="nan" placeholderIntrinsicHeight="inf" id="box-hh-001">
                                <rect key="frame" x="10" y="10" width="50" height="50"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
                </document>
                """
        let document = try Fixture.read(text)
        let scenes = DocumentLayout.layOut(document)
        let box = try Fixture.view("box-hh-001", in: scenes)
        #expect(box.frame.width.isFinite && box.frame.height.isFinite)
        #expect(!scenes[0].script.text.contains("nan") && !scenes[0].script.text.contains("inf"))
    }

    @Test func malformedXMLIsALocatedError() throws {
        let text = Self.header + Self.open + "\n<objects>\n<view id=\"a\"></objects>\n</document>\n"
        let failure = try #require(error(text))
        #expect(failure.location.file == "test.xib")
        #expect(failure.location.line >= 3)
    }

    @Test func truncatedDocumentIsALocatedError() throws {
        let text = Self.header + Self.open + "\n<objects>\n<view id=\"a\">\n<rect key=\"frame\" x=\"0\""
        let failure = try #require(error(text))
        #expect(failure.location.line >= 4)
    }

    @Test func emptyAndNonDocumentsAreErrors() throws {
        #expect(error("") != nil)
        let other = try #require(error(Self.header + "<plist version=\"1.0\"/>\n"))
        #expect(other.message.contains("not an Interface Builder document"))
        #expect(other.location.line == 2)
    }

    @Test func billionLaughsIsRefusedAtTheDeclaration() throws {
        var text = Self.header + "<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&lol9;</document>\n"
        let failure = try #require(error(text))
        #expect(failure.location.line == 2)
        #expect(failure.location.column == 1)
        #expect(failure.message.contains("document type declaration"))
    }

    @Test func externalEntityIsNeverRead() throws {
        let text =
            Self.header + "<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"&xxe;\"/></objects></document>\n"
        let failure = try #require(error(text))
        #expect(failure.location.line == 2)
        #expect(!failure.message.contains("root:"))
    }

    @Test func entityDeclarationWithoutDoctypeKeywordIsRefused() throws {
        let text = Self.header + Self.open + "<!ENTITY x \"y\"></document>\n"
        #expect(error(text) != nil)
    }

    /// Found by the `ib` fuzz target: Foundation's XMLParser on Linux read a null pointer for a
    /// processing instruction without data.
    @Test func processingInstructionsAreRefused() throws {
        let bare = try #require(error("<?xml?>\n" + Self.open + "</document>\n"))
        #expect(bare.location.line == 1)
        let inside = try #require(error(Self.header + Self.open + "\n<?pi?></document>\n"))
        #expect(inside.location.line == 3)
        #expect(inside.location.column == 1)
    }

    @Test func utf16IsRefused() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "<document/>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: DocumentError.self) { try DocumentLayout.read(bytes, file: "u.xib") }
    }

    @Test func deepNestingIsALocatedError() throws {
        let depth = DocumentParser.nestingLimit + 10
        let text =
            Self.header + Self.open + "\n" + String(repeating: "<a>", count: depth)
            + String(repeating: "</a>", count: depth) + "</document>\n"
        let failure = try #require(error(text))
        #expect(failure.message.contains("nested deeper"))
    }

    /// `ghost` is the id of an object that is not a view: a constraint naming it is left out with a note. Without
    /// that object the reference is broken, an error at the constraint (line 15).
    @Test func unknownElementsUnmodelledIdsAndRepeatedIdsAreNotes() throws {
        let text =
            Self.header + Self.open + """

                <objects><customObject id="ghost" userLabel="not a view"/>
                <view id="root">
                  <rect key="frame" x="0" y="0" width="100" height="100"/>
                  <subviews>
                    <frobnicator translatesAutoresizingMaskIntoConstraints="NO" id="odd">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </frobnicator>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="odd">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="odd" firstAttribute="sideways" id="c2"/>
                    <constraint firstItem="odd" firstAttribute="width" multiplier="1:0" id="c3"/>
                  </constraints>
                </view>
                </objects>
                </document>

                """
        let document = try Fixture.read(text)
        let scenes = DocumentLayout.layOut(document)
        let notes = (document.notes + scenes.flatMap(\.notes)).map(\.description)
        #expect(notes.contains { $0.hasPrefix("test.xib:7:") && $0.contains("frobnicator") })
        #expect(notes.contains { $0.hasPrefix("test.xib:10:") && $0.contains("appears twice") })
        #expect(notes.contains { $0.hasPrefix("test.xib:15:") && $0.contains("ghost") })
        #expect(notes.contains { $0.hasPrefix("test.xib:16:") && $0.contains("sideways") })
        #expect(notes.contains { $0.hasPrefix("test.xib:17:") && $0.contains("multiplier") })
        let broken = text.replacingOccurrences(of: "<customObject id=\"ghost\" userLabel=\"not a view\"/>", with: "")
        let failure = try #require(error(broken))
        #expect(failure.location.line == 15)
        #expect(failure.message.contains("firstItem 'ghost', which no element of the document has"))
    }

    @Test func hugeDocumentIsReadInBoundedTime() throws {
        var text =
            Self.header + Self.open + "\n<objects>\n<view id=\"root\">\n"
            + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"480\"/>\n<subviews>\n"
        let count = 3_000
        for index in 0..<count {
            text +=
                "<view id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(index)\" width=\"10\" height=\"1\"/>"
                + "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/></view>\n"
        }
        text += "</subviews>\n</view>\n</objects>\n</document>\n"
        let document = try Fixture.read(text)
        let scenes = DocumentLayout.layOut(document)
        #expect(scenes.first?.views.count == count + 1)
        #expect(scenes.first?.views.allSatisfy { !$0.isMisplaced } == true)
    }

    /// Random mutations of every fixture (bytes dropped, repeated, flipped): each read either
    /// succeeds or fails with a located error, and laying out never traps.
    @Test func seededMutationsNeverCrash() throws {
        var generator = SplitMix(seed: 18)
        let names = [
            "safe-area.storyboard", "autoresizing.xib", "variation.storyboard", "unflipped.xib", "conflict.xib",
        ]
        for name in names {
            let original = try Fixture.bytes(name)
            for _ in 0..<40 {
                var bytes = original
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    let at = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 3 {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(bytes[at], at: at)
                    default: bytes[at] = UInt8(truncatingIfNeeded: generator.next())
                    }
                }
                do {
                    let document = try DocumentLayout.read(bytes, file: name)
                    _ = DocumentLayout.layOut(document)
                } catch {
                    #expect(error.location.line >= 1)
                }
            }
        }
    }
}

/// SplitMix64, a small seeded generator for repeatable mutations.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
