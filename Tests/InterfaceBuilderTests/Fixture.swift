import Foundation
import TestSupport
import Testing

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

    /// A document from text (for hostile-input tests).
    static func read(_ text: String, file: String = "test.xib") throws(DocumentError) -> InterfaceBuilderDocument {
        try DocumentLayout.read(Array(text.utf8), file: file)
    }
}
