import Foundation
import TestSupport
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Loads and lays out the fixture documents.
enum Fixture {
    /// A fixture's bytes.
    static func bytes(_ name: String) throws -> [UInt8] {
        try RepositoryFile.bytes(ofFixture: name, of: "InterfaceBuilderTests")
    }

    /// A fixture read and laid out.
    static func layOut(_ name: String) throws -> (InterfaceBuilderDocument, [SceneLayout]) {
        let document = try DocumentLayout.read(try bytes(name), file: name)
        return (document, DocumentLayout.layOut(document))
    }

    /// The solved result of the view with an id.
    static func view(_ id: String, in scenes: [SceneLayout]) throws -> SceneLayout.ViewResult {
        try #require(scenes.flatMap(\.views).first { $0.view.id == id })
    }

    /// Lays a fixture out and checks one view's hand-worked frame (within 0.001) and that it is determined;
    /// returns the view and the scenes for the caller's further checks.
    @discardableResult
    static func expectHandWorkedFrame(
        _ name: String, _ id: String, _ expected: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (SceneLayout.ViewResult, [SceneLayout]) {
        let (_, scenes) = try layOut(name)
        let result = try view(id, in: scenes)
        #expect(
            result.frame.isClose(to: expected, tolerance: 0.001), "\(name): \(result.frame) != \(expected)",
            sourceLocation: sourceLocation)
        #expect(!result.isAmbiguous, "\(name): \(id) is ambiguous", sourceLocation: sourceLocation)
        return (result, scenes)
    }

    /// `expectHandWorkedFrame`, and the document clean besides: the view not misplaced, no conflict, nothing that
    /// `check` would report.
    static func expectCleanHandWorkedFrame(
        _ name: String, _ id: String, _ expected: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let (result, scenes) = try expectHandWorkedFrame(name, id, expected, sourceLocation: sourceLocation)
        #expect(!result.isMisplaced, sourceLocation: sourceLocation)
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty }, sourceLocation: sourceLocation)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean), "\(name)", sourceLocation: sourceLocation)
    }

    /// A document from text (for hostile-input tests).
    static func read(_ text: String, file: String = "test.xib") throws(DocumentError) -> InterfaceBuilderDocument {
        try DocumentLayout.read(Array(text.utf8), file: file)
    }
}
