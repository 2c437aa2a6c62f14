import TrellisLayout
import TrellisLayoutScript

extension ScriptWriter {
    /// Declares the guides constraints may name: safe areas, margins guides, the
    /// top and bottom layout guides, and scroll views' content and frame guides.
    mutating func writeGuides(_ all: [DocumentView]) {
        let before = entries.count
        for view in all {
            guard let owner = names[view.id] else { continue }
            if let id = view.safeAreaID {
                let name = uniqueName("safeArea_" + owner)
                guideNames[id] = name
                let s = view.safeAreaInsets
                emit(.guide(.written(name), parent: .written(owner)), at: view.location)
                for (edge, inset) in [
                    (LayoutAttribute.left, s.left), (.top, s.top), (.right, -s.right), (.bottom, -s.bottom),
                ] {
                    emit(pin(name, edge, to: owner, edge, offset: inset), at: view.location)
                }
            }
            if let id = view.marginsGuideID {
                let name = uniqueName("margins_" + owner)
                guideNames[id] = name
                emit(.guide(.written(name), parent: .written(owner)), at: view.location)
                for (edge, margin) in [
                    (LayoutAttribute.left, LayoutAttribute.leftMargin), (.top, .topMargin), (.right, .rightMargin),
                    (.bottom, .bottomMargin),
                ] {
                    emit(pin(name, edge, to: owner, margin), at: view.location)
                }
            }
            if view.isScrollView {
                let name = uniqueName("content_" + owner)
                guideNames["content:" + view.id] = name
                if let id = view.contentGuideID {
                    guideNames[id] = name
                    verifiedScrollContents[view.id] = name
                }
                emit(.guide(.written(name), parent: .written(owner)), at: view.location)
                emit(pin(name, .left, to: owner, .left), at: view.location)
                emit(pin(name, .top, to: owner, .top), at: view.location)
                if let id = view.frameGuideID {
                    let frameName = uniqueName("frame_" + owner)
                    guideNames[id] = frameName
                    emit(.guide(.written(frameName), parent: .written(owner)), at: view.location)
                    for edge in [LayoutAttribute.left, .top, .right, .bottom] {
                        emit(pin(frameName, edge, to: owner, edge), at: view.location)
                    }
                }
            }
        }
        for guide in scene.guides {
            guard let owner = names[guide.owner] else { continue }
            let isTop = guide.kind == .topLayoutGuide
            let name = uniqueName((isTop ? "topLayoutGuide_" : "bottomLayoutGuide_") + owner)
            guideNames[guide.id] = name
            emit(.guide(.written(name), parent: .written(owner)), at: guide.location)
            emit(pin(name, .left, to: owner, .left), at: guide.location)
            emit(pin(name, .right, to: owner, .right), at: guide.location)
            emit(.constraint(nil, .attribute(name, .height), .equal, .written(guide.length)), at: guide.location)
            let edge: LayoutAttribute = isTop ? .top : .bottom
            emit(pin(name, edge, to: owner, edge), at: guide.location)
        }
        if entries.count > before {
            entries.insert(contentsOf: [.blank, .comment("layout guides")], at: before)
            origins.insert(contentsOf: [nil, nil], at: before)
        }
    }

    /// `GUIDE.EDGE == OWNER.ATTRIBUTE [+ OFFSET]`, unlabelled.
    private func pin(
        _ guide: String, _ edge: LayoutAttribute, to owner: String, _ attribute: LayoutAttribute, offset: Double = 0
    ) -> Statement.Kind {
        .constraint(
            nil, .attribute(guide, edge), .equal, ScriptExpression.attribute(owner, attribute).offset(by: offset))
    }
}
