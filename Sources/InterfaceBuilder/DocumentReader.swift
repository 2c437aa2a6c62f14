import TrellisLayoutScript

/// Reads a parsed document into scenes of views, constraints and guides.
///
/// The reader never guesses silently: what it cannot model becomes a
/// `DocumentNote` at the element's place, and the element is left out.
struct DocumentReader {
    /// The document's path.
    let file: String
    /// Its platform.
    var platform: InterfaceBuilderDocument.Platform = .iOS
    /// Its device, if it names one in the table.
    var device: Device?
    /// The major number of the document's `toolsVersion` (the Xcode build that saved it), if any.
    var toolsVersion: Int?
    /// The Xcode release that saved it (from `toolsVersion`).
    var era: XcodeEra { XcodeEra(toolsVersion: toolsVersion) }
    /// Image sizes from `<resources>`.
    var imageSizes: [String: (Double, Double)] = [:]
    /// Ids the size-class variations leave out for the document's device.
    var excluded: Set<String> = []
    /// The bars each view controller is shown with, by controller id.
    var bars: [String: ControllerBars] = [:]
    /// Notes made so far.
    var notes: [DocumentNote] = []
    /// Ids of the views seen so far in the current scene (a repeated id is a note, not a cycle).
    var seen: Set<String> = []

    /// The location of an element.
    func location(_ element: XMLElementNode) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    /// Adds a note at an element.
    mutating func note(_ message: String, at element: XMLElementNode) {
        notes.append(DocumentNote(message, at: location(element)))
    }

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - root: The parsed document element.
    ///   - file: The document's path.
    /// - Returns: The document.
    /// - Throws: `DocumentError` when it is not an Interface Builder document.
    static func read(_ root: XMLElementNode, file: String) throws(DocumentError) -> InterfaceBuilderDocument {
        var reader = DocumentReader(file: file)
        if root.name == "archive" {
            throw DocumentError(
                "a legacy Interface Builder 3 archive (<archive>), not a document; open and save it in a newer Xcode",
                at: reader.location(root))
        }
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.") else {
            throw DocumentError(
                "not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3.…\">)",
                at: reader.location(root))
        }
        if type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") {
            reader.platform = .iOS
        } else if type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") {
            reader.platform = .macOS
        } else {
            reader.note("document type '\(type)' is not CocoaTouch or Cocoa; read as iOS", at: root)
        }
        reader.toolsVersion = XcodeEra.majorNumber(
            toolsVersion: root["toolsVersion"],
            pluginVersion: root.child("dependencies")?.children.first { $0.name == "plugIn" }?["version"])
        if let device = root.child("device"), let id = device["id"] {
            reader.device = Device.named(id, landscape: device["orientation"] == "landscape", era: reader.era)?
                .asShown(by: reader.era)
            if reader.device == nil, reader.platform == .iOS {
                reader.note(
                    "device '\(id)' is not in the device table; safe areas are taken from the root size", at: device)
            }
        }
        if root["useAutolayout"] != "YES" {
            reader.note("the document does not use Auto Layout; every view keeps its frame by autoresizing", at: root)
        }
        reader.bars = controllerBars(root)
        reader.readResources(root)
        reader.readVariations(root)
        var scenes: [DocumentScene] = []
        if let storyboardScenes = root.child("scenes") {
            for scene in storyboardScenes.children where scene.name == "scene" {
                scenes += reader.readScene(objects: scene.grandchildren(in: "objects"), sceneElement: scene)
            }
        } else {
            scenes = reader.readScene(objects: root.grandchildren(in: "objects"), sceneElement: nil)
        }
        return InterfaceBuilderDocument(
            file: file, platform: reader.platform, device: reader.device, scenes: scenes, notes: reader.notes)
    }

    /// Reads the image sizes of `<resources>`.
    mutating func readResources(_ root: XMLElementNode) {
        for image in root.grandchildren(in: "resources") where image.name == "image" {
            if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
                imageSizes[name] = (width, height)
            }
        }
    }

    /// Works out which constraints and views the size-class variations leave out for the device.
    ///
    /// The `default` variation's `exclude` references are out unless a
    /// variation whose traits the device has `include`s them again.
    mutating func readVariations(_ root: XMLElementNode) {
        var defaultExcluded: [String] = []
        var included: Set<String> = []
        var hasVariations = false
        func visit(_ element: XMLElementNode) {
            if element.name == "variation", let key = element["key"] {
                hasVariations = true
                for mask in element.children where mask.name == "mask" {
                    for reference in mask.children {
                        guard let id = reference["reference"] else { continue }
                        if key == "default", reference.name == "exclude" {
                            defaultExcluded.append(id)
                        } else if reference.name == "include", matchesDevice(key) {
                            included.insert(id)
                        }
                    }
                }
            }
            element.children.forEach(visit)
        }
        visit(root)
        if hasVariations, device == nil, platform == .iOS {
            note(
                "size-class variations are picked for any width and any height (no device named: Xcode 6 and 7's canvas)",
                at: root)
        }
        excluded = Set(defaultExcluded.filter { !included.contains($0) })
    }

    /// Whether a variation key matches the device.
    ///
    /// A document that names no device was laid out on Xcode 6 and 7's
    /// "any width, any height" canvas, where only the `default` variation
    /// applies: no other key matches.
    func matchesDevice(_ key: String) -> Bool {
        guard let device else { return false }
        return device.matches(variation: key)
    }
}
