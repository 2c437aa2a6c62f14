import TrellisLayout
import TrellisLayoutScript

extension SceneLayout {
    /// What a picture calls each view, by its name in the scene's script:
    /// its user label, else its caption (text, placeholder or title), else its
    /// element, then its object id (`DocumentView.pictureName`).
    public var pictureNames: [String: String] {
        let byID = Dictionary(views.map { ($0.view.id, $0.view) }, uniquingKeysWith: { first, _ in first })
        var names: [String: String] = [:]
        for (name, id) in script.viewIDs {
            if let view = byID[id] { names[name] = view.pictureName }
        }
        return names
    }

    /// The stored frames of the views found misplaced (compared, and more than
    /// half a point from where they are laid out), in the script's terms, by
    /// the views' names in the scene's script.
    public var misplacedStoredFrames: [String: Rect] {
        let platform: InterfaceBuilderDocument.Platform = report.coordinates == .unflipped ? .macOS : .iOS
        let byID = Dictionary(views.map { ($0.view.id, $0) }, uniquingKeysWith: { first, _ in first })
        var frames: [String: Rect] = [:]
        for (name, id) in script.viewIDs {
            guard let result = byID[id], result.isCompared, result.isMisplaced else { continue }
            let f = ScriptWriter.scriptFrame(of: result.view, platform: platform)
            frames[name] = Rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
        }
        return frames
    }

    /// The scene drawn as SVG: its views named by `pictureNames`, and each
    /// misplaced view's stored frame drawn dashed beside its laid-out one.
    public var picture: String {
        SVGReporter.render(report, names: pictureNames, storedFrames: misplacedStoredFrames)
    }
}
