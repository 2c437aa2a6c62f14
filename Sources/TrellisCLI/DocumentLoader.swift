import Foundation
import TrellisInterfaceBuilder
import TrellisLayoutScript

/// Reads an Interface Builder document and lays its scenes out, turning every failure into a located message.
struct DocumentLoader {
    /// A document read and laid out.
    struct Loaded {
        let document: InterfaceBuilderDocument
        let scenes: [SceneLayout]
    }

    /// Whether a path names an Interface Builder document (by its extension).
    static func isDocument(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// Loads a document and lays out every scene.
    ///
    /// - Parameters:
    ///   - path: The document's path, also the name in locations.
    /// - Returns: The document and its scenes, or `FILE:LINE:COLUMN: error: …`.
    static func load(_ path: String) -> Result<Loaded, BadInput> {
        let data: [UInt8]
        switch InputFile.read(path, name: path, limit: DocumentLayout.byteLimit, kind: "document") {
        case .success(let bytes): data = bytes
        case .failure(let bad): return .failure(bad)
        }
        do throws(DocumentError) {
            let document = try DocumentLayout.read(data, file: path)
            let scenes = DocumentLayout.layOut(document)
            // A scene that cannot be laid out makes the document bad input, never a clean check.
            if let failure = scenes.lazy.compactMap(\.failure).first { throw failure }
            return .success(Loaded(document: document, scenes: scenes))
        } catch {
            return .failure(BadInput(at: error.location, error.message))
        }
    }

    /// The scenes a `--scene NAME` picks (all when nil): by name or id.
    static func pick(_ scenes: [SceneLayout], named name: String?, file: String) -> Result<[SceneLayout], BadInput> {
        guard let name else { return .success(scenes) }
        let picked = scenes.filter { $0.scene.name == name || $0.scene.id == name }
        if picked.isEmpty {
            let known = scenes.map { "'\($0.scene.name)' (\($0.scene.id))" }.joined(separator: ", ")
            return .failure(
                BadInput(
                    at: SourceLocation(file: file, line: 1, column: 1), "no scene named '\(name)'; scenes: \(known)"))
        }
        return .success(picked)
    }
}
