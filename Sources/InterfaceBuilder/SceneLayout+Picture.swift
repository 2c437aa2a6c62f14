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

    /// The scene drawn as SVG, its views named by `pictureNames`.
    public var picture: String { SVGReporter.render(report, names: pictureNames) }
}
