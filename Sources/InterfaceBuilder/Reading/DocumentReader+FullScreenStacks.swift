extension DocumentReader {
    /// The controllers that Xcode 15 to 16.2 (`ScreenRules.barePresentationEras`) draw without the status bar and
    /// home indicator besides those a segue presents full screen (`fullScreenPresentedControllers`): the destination
    /// of a `presentation` segue over full screen, and every member of the stack of a navigation controller that such
    /// a segue presents full screen or over full screen (its root and the scenes its `show` and `push` segues reach).
    /// The segue's `modalPresentationStyle` applies, or the destination's when the segue says none.
    static func barePresentedControllers(_ root: XMLElementNode) -> Set<String> {
        var controllers: [String: XMLElementNode] = [:]
        for scene in root.grandchildren(in: "scenes") {
            for object in scene.grandchildren(in: "objects") {
                if let id = object["id"] { controllers[id] = object }
            }
        }
        func segues(of element: XMLElementNode) -> [XMLElementNode] {
            var found: [XMLElementNode] = []
            var pending = [element]
            while let next = pending.popLast() {
                if next.name == "segue" { found.append(next) }
                pending += next.children
            }
            return found
        }
        var found: Set<String> = []
        for controller in controllers.values {
            for segue in segues(of: controller) where segue["kind"] == "presentation" {
                guard let id = segue["destination"], let destination = controllers[id] else { continue }
                let style = segue["modalPresentationStyle"] ?? destination["modalPresentationStyle"]
                if destination.name == "navigationController", style == "fullScreen" || style == "overFullScreen" {
                    // The stack, breadth first from the root along `show` and `push` segues.
                    var queue = segues(of: destination).filter { $0["relationship"] == "rootViewController" }
                        .compactMap { $0["destination"] }
                    var members: Set<String> = []
                    while let member = queue.first, members.count < 10_000 {
                        queue.removeFirst()
                        guard let element = controllers[member], members.insert(member).inserted else { continue }
                        queue += segues(of: element).filter { ["show", "push"].contains($0["kind"] ?? "") }
                            .compactMap { $0["destination"] }
                    }
                    found.formUnion(members)
                } else if style == "overFullScreen" {
                    found.insert(id)
                }
            }
        }
        return found
    }
}
