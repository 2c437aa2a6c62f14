/// A member of a navigation stack and the member whose `show` or `push` segue first reaches it (nil: the root).
struct StackMember: Equatable {
    var id: String
    var parent: String?
}

/// The bars a view controller is shown with, worked out from the storyboard's segues.
struct ControllerBars: Equatable {
    /// Height of the navigation bar above it (0: none; 44; 96 with large titles).
    var navigationBar = 0.0
    /// Height of the tab bar below it (0 or 49).
    var tabBar = 0.0
    /// Where the navigation controller's stored bar starts and ends on the screen, when it stores one.
    var navigationBarTop: Double?
    var navigationBarBottom: Double?
    /// Whether the navigation bar is opaque (`translucent="NO"` on the navigation controller's bar).
    var navigationBarIsOpaque = false
}

extension DocumentReader {
    /// Which controllers are shown under a navigation bar or above a tab bar.
    ///
    /// A navigation controller's root (its `rootViewController` relationship)
    /// and every controller reached from it by `show` or `push` segues (from the
    /// controller or any of its controls) are in
    /// its stack and get its bar, unless the controller hides it
    /// (`navigationBarHidden="YES"`); a bar with `largeTitles="YES"` is 96
    /// points for the members that show the large title (`largeTitleMembers`). A tab bar
    /// controller's `viewControllers`, and the stacks of navigation
    /// controllers among them, get the 49-point tab bar unless
    /// `hidesBottomBarWhenPushed="YES"`; so do the stacks of navigation
    /// controllers that simulate a tab bar (`simulatedTabBarMetrics`: they sit
    /// in a tab bar controller of another storyboard). A navigation controller
    /// that stores its bar's frame says where the bar ends on the screen as
    /// drawn; its stack's scenes take that as their top inset (see
    /// `controllerInsets`). A tab bar controller in a navigation stack passes
    /// the navigation bar to its tabs. `show` segues pass tab bars on beyond
    /// the stacks (`passTabBarsAlongShowSegues`).
    static func controllerBars(_ root: XMLElementNode) -> [String: ControllerBars] {
        var controllers: [String: XMLElementNode] = [:]
        var order: [String] = []
        for scene in root.grandchildren(in: "scenes") {
            for object in scene.grandchildren(in: "objects") {
                guard let id = object["id"] else { continue }
                controllers[id] = object
                order.append(id)
            }
        }
        var segueCache: [String: [XMLElementNode]] = [:]
        func segues(_ id: String) -> [XMLElementNode] {
            if let cached = segueCache[id] { return cached }
            var found: [XMLElementNode] = []
            func visit(_ element: XMLElementNode) {
                if element.name == "segue" { found.append(element) }
                element.children.forEach(visit)
            }
            controllers[id].map(visit)
            segueCache[id] = found
            return found
        }
        // A stack's members breadth first from its root along `show` and `push` segues, each with the member that
        // first reaches it (nil for the root).
        func stack(from start: String) -> [StackMember] {
            var seen: [StackMember] = []
            var queue: [StackMember] = [StackMember(id: start, parent: nil)]
            while let next = queue.first {
                queue.removeFirst()
                guard !seen.contains(where: { $0.id == next.id }), controllers[next.id] != nil, seen.count < 10_000
                else { continue }
                seen.append(next)
                for segue in segues(next.id) where ["show", "push"].contains(segue["kind"] ?? "") {
                    if let destination = segue["destination"] {
                        queue.append(StackMember(id: destination, parent: next.id))
                    }
                }
            }
            return seen
        }
        var bars: [String: ControllerBars] = [:]
        var stacks: [String: [String]] = [:]
        for id in order {
            guard let navigation = controllers[id], navigation.name == "navigationController" else { continue }
            let rootID = segues(id).first { $0["relationship"] == "rootViewController" }?["destination"]
            let reached = rootID.map(stack(from:)) ?? []
            let members = reached.map(\.id)
            stacks[id] = members
            let simulatesTabBar = navigation.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics"
            for member in members where simulatesTabBar && controllers[member]?["hidesBottomBarWhenPushed"] != "YES" {
                bars[member, default: ControllerBars()].tabBar = BarRules.tabBar
            }
            guard navigation["navigationBarHidden"] != "YES" else { continue }
            let bar = navigation.child("navigationBar", key: "navigationBar")
            let large = bar?["largeTitles"] == "YES"
            let stored = rect(bar?.child("rect", key: "frame"))
            let largeMembers = large ? largeTitleMembers(reached, controllers: controllers) : []
            for member in members {
                let showsLargeTitle = large && largeMembers.contains(member)
                let height = showsLargeTitle ? BarRules.largeTitleNavigationBar : BarRules.navigationBar
                bars[member, default: ControllerBars()].navigationBar = height
                bars[member, default: ControllerBars()].navigationBarIsOpaque = bar?["translucent"] == "NO"
                if let stored {
                    // A large-title bar that a scene shows at the standard height keeps the stored bar's top.
                    bars[member, default: ControllerBars()].navigationBarTop = stored.minY
                    bars[member, default: ControllerBars()].navigationBarBottom =
                        stored.minY + (large && !showsLargeTitle ? height : stored.height)
                }
            }
        }
        for id in order {
            guard let tabs = controllers[id], tabs.name == "tabBarController" else { continue }
            // A tab bar controller in a navigation stack shows its tabs under that navigation bar.
            let navigation = bars[id].map {
                ControllerBars(
                    navigationBar: $0.navigationBar, navigationBarTop: $0.navigationBarTop,
                    navigationBarBottom: $0.navigationBarBottom, navigationBarIsOpaque: $0.navigationBarIsOpaque)
            }
            for segue in segues(id) where segue["relationship"] == "viewControllers" {
                guard let destination = segue["destination"] else { continue }
                if let navigation, navigation.navigationBar > 0, bars[destination]?.navigationBar ?? 0 == 0 {
                    bars[destination] = navigation
                }
                for member in stacks[destination] ?? [destination]
                where controllers[member]?["hidesBottomBarWhenPushed"] != "YES" {
                    bars[member, default: ControllerBars()].tabBar = BarRules.tabBar
                }
            }
        }
        passTabBarsAlongShowSegues(&bars, controllers: controllers, stacks: stacks, segues: segues)
        return bars
    }

    /// The controllers shown inside container views: every `embed` segue's destination.
    static func embeddedControllers(_ root: XMLElementNode) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "segue", element["kind"] == "embed", let destination = element["destination"] {
                found.insert(destination)
            }
            pending += element.children
        }
        return found
    }

    /// The controllers a segue presents full screen: the destinations of segues that say
    /// `modalPresentationStyle="fullScreen"`, as a controller that says it of itself is.
    static func fullScreenPresentedControllers(_ root: XMLElementNode) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "segue", element["modalPresentationStyle"] == "fullScreen",
                let destination = element["destination"]
            {
                found.insert(destination)
            }
            pending += element.children
        }
        return found
    }

    /// In a xib, the id of the view its File's Owner holds as its `view` outlet (a view controller's root).
    static func filesOwnersView(_ root: XMLElementNode) -> String? {
        let owner = root.grandchildren(in: "objects").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        return owner?.grandchildren(in: "connections").first { $0.name == "outlet" && $0["property"] == "view" }?[
            "destination"]
    }
}
