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
        let location = SourceLocation(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(BadInput(at: location, "no such file"))
        }
        if isDirectory.boolValue {
            return .failure(BadInput(at: location, "is a directory, not a document"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(BadInput(at: location, "cannot read the file"))
        }
        do {
            let document = try DocumentLayout.read(Array(data), file: path)
            return .success(Loaded(document: document, scenes: DocumentLayout.layOut(document)))
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
