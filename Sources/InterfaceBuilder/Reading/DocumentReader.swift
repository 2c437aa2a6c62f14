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
    /// Controllers embedded in container views (destinations of `embed` segues).
    var embedded: Set<String> = []
    /// Controllers a segue presents full screen (`modalPresentationStyle="fullScreen"` on the segue).
    var presentedFullScreen: Set<String> = []
    /// Controllers presented over full screen, and the stacks of navigation controllers presented full screen or over
    /// full screen (`barePresentedControllers`).
    var barePresentations: Set<String> = []
    /// In a xib, the top-level view that is the File's Owner's `view` outlet: a view controller's root.
    var ownersView: String?
    /// In a xib, the id of the top-level table view cell being read: a cell drawn without a table.
    var freeStandingCell: String?
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
        try reader.refuseMalformedConstraints(root)
        reader.noteUnreadableNumbers(root)
        reader.bars = controllerBars(root)
        reader.embedded = embeddedControllers(root)
        reader.presentedFullScreen = fullScreenPresentedControllers(root)
        reader.barePresentations = barePresentedControllers(root)
        reader.ownersView = filesOwnersView(root)
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
            file: file, platform: reader.platform, device: reader.device, scenes: scenes, notes: reader.notes,
            era: reader.era)
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
    /// The `default` variation's `exclude` references are out; then each
    /// variation whose traits the device has, those naming fewer traits first
    /// (so the most specific decides), `include`s its references again or
    /// `exclude`s them.
    mutating func readVariations(_ root: XMLElementNode) {
        var defaultExcluded: [String] = []
        var changes: [(traits: Int, id: String, include: Bool)] = []
        var hasVariations = false
        func visit(_ element: XMLElementNode) {
            if element.name == "variation", let key = element["key"] {
                hasVariations = true
                if key != "default", !Device.isModelled(variation: key) {
                    note(
                        "size-class variation '\(key)' names traits other than widthClass and heightClass (compact "
                            + "or regular), which are not modelled; it is taken as not applying to the device",
                        at: element)
                }
                let matches = key != "default" && matchesDevice(key)
                for mask in element.children where mask.name == "mask" {
                    for reference in mask.children {
                        guard let id = reference["reference"] else { continue }
                        if key == "default", reference.name == "exclude" {
                            defaultExcluded.append(id)
                        } else if matches, ["include", "exclude"].contains(reference.name) {
                            changes.append((Self.traitCount(key), id, reference.name == "include"))
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
        var out = Set(defaultExcluded)
        // A stable sort: among variations naming as many traits, document order decides.
        for change in changes.enumerated().sorted(by: {
            ($0.element.traits, $0.offset) < ($1.element.traits, $1.offset)
        }) {
            if change.element.include { out.remove(change.element.id) } else { out.insert(change.element.id) }
        }
        excluded = out
    }

    /// How many size classes a variation key names (`heightClass=regular-widthClass=compact`: 2).
    static func traitCount(_ key: String) -> Int { key.split(separator: "-").count }

    /// An element's attribute as the size classes of the device make it: the
    /// value a matching `<variation key=… attribute=…>` child gives (the one
    /// naming most traits; among equals the last), else the element's own.
    func attribute(_ name: String, of element: XMLElementNode) -> String? {
        var best: (traits: Int, value: String)?
        for variation in element.children where variation.name == "variation" {
            guard let key = variation["key"], key != "default", let value = variation[name], matchesDevice(key)
            else { continue }
            let traits = Self.traitCount(key)
            if best == nil || traits >= best!.traits { best = (traits, value) }
        }
        return best?.value ?? element[name]
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
