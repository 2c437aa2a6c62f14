import TrellisLayoutScript

extension ScriptWriter {
    /// Declares the guides constraints may name: safe areas, margins guides, the
    /// top and bottom layout guides, and scroll views' content and frame guides.
    mutating func writeGuides(_ all: [DocumentView]) {
        let before = lines.count
        for view in all {
            guard let owner = names[view.id] else { continue }
            if let id = view.safeAreaID {
                let name = uniqueName("safeArea_" + owner)
                guideNames[id] = name
                let s = view.safeAreaInsets
                emit("guide \(name) in \(owner)", at: view.location)
                emit("\(name).left == \(owner).left\(ScriptText.addend(s.left))", at: view.location)
                emit("\(name).top == \(owner).top\(ScriptText.addend(s.top))", at: view.location)
                emit("\(name).right == \(owner).right\(ScriptText.addend(-s.right))", at: view.location)
                emit("\(name).bottom == \(owner).bottom\(ScriptText.addend(-s.bottom))", at: view.location)
            }
            if let id = view.marginsGuideID {
                let name = uniqueName("margins_" + owner)
                guideNames[id] = name
                emit("guide \(name) in \(owner)", at: view.location)
                for edge in ["left", "top", "right", "bottom"] {
                    emit("\(name).\(edge) == \(owner).\(edge)Margin", at: view.location)
                }
            }
            if view.isScrollView {
                let name = uniqueName("content_" + owner)
                guideNames["content:" + view.id] = name
                if let id = view.contentGuideID { guideNames[id] = name }
                emit("guide \(name) in \(owner)", at: view.location)
                emit("\(name).left == \(owner).left", at: view.location)
                emit("\(name).top == \(owner).top", at: view.location)
                if let id = view.frameGuideID {
                    let frameName = uniqueName("frame_" + owner)
                    guideNames[id] = frameName
                    emit("guide \(frameName) in \(owner)", at: view.location)
                    for edge in ["left", "top", "right", "bottom"] {
                        emit("\(frameName).\(edge) == \(owner).\(edge)", at: view.location)
                    }
                }
            }
        }
        for guide in scene.guides {
            guard let owner = names[guide.owner] else { continue }
            let isTop = guide.kind == .topLayoutGuide
            let name = uniqueName((isTop ? "topLayoutGuide_" : "bottomLayoutGuide_") + owner)
            guideNames[guide.id] = name
            emit("guide \(name) in \(owner)", at: guide.location)
            emit("\(name).left == \(owner).left", at: guide.location)
            emit("\(name).right == \(owner).right", at: guide.location)
            emit("\(name).height == \(ScriptText.number(guide.length))", at: guide.location)
            emit("\(name).\(isTop ? "top" : "bottom") == \(owner).\(isTop ? "top" : "bottom")", at: guide.location)
        }
        if lines.count > before {
            lines.insert(contentsOf: ["", "# layout guides"], at: before)
            origins.insert(contentsOf: [nil, nil], at: before)
        }
    }
}
