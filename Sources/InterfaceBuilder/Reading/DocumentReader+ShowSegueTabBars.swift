extension DocumentReader {
    /// Gives the tab bar to the scenes that `show` segues lead to from scenes drawn above one, as Interface Builder
    /// infers a segue's destination's bars from its source.
    ///
    /// A scene outside any navigation stack that shows another scene or a navigation controller passes its tab bar
    /// on when the destination's root (a navigation controller's: its stack's root's) is as tall as the source's (a
    /// page sheet, shorter, has none); a navigation controller shown from a scene in a stack passes it to its whole
    /// stack. A destination presented full screen (`modalPresentationStyle="fullScreen"`, on it or on the segue)
    /// covers the tab bar and gets none. A tab bar controller in a navigation stack passes nothing (its tabs push onto
    /// the outer stack, which covers the tab bar), nor does one that says `<nil key="simulatedBottomBarMetrics"/>`,
    /// nor a source that says so, unless the tab simulates its tab bar itself; a destination that hides the bar when
    /// pushed keeps none.
    static func passTabBarsAlongShowSegues(
        _ bars: inout [String: ControllerBars], controllers: [String: XMLElementNode],
        stacks: [String: [String]], segues: (String) -> [XMLElementNode]
    ) {
        let stacked = Set(stacks.values.joined())
        func saysNoBottomBar(_ id: String) -> Bool {
            controllers[id]?.child(key: "simulatedBottomBarMetrics")?.name == "nil"
        }
        func rootHeight(_ id: String) -> Double? {
            rect(controllers[id]?.child(key: "view")?.child("rect", key: "frame"))?.height
        }
        // Tabs of tab bar controllers that pass nothing on.
        var silent: Set<String> = []
        for (id, tabs) in controllers where tabs.name == "tabBarController" {
            guard saysNoBottomBar(id) || stacked.contains(id) else { continue }
            for segue in segues(id) where segue["relationship"] == "viewControllers" {
                guard let destination = segue["destination"] else { continue }
                silent.formUnion(stacks[destination] ?? [destination])
            }
        }
        func simulatesTabBar(_ id: String) -> Bool {
            controllers[id]?.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics"
        }
        func tabBar(_ id: String) -> Double {
            simulatesTabBar(id) ? BarRules.tabBar : silent.contains(id) ? 0 : bars[id]?.tabBar ?? 0
        }
        var pending = controllers.keys.filter { tabBar($0) > 0 }.sorted()
        var visited = Set(pending)
        while let source = pending.popLast(), visited.count < 10_000 {
            let barHeight = tabBar(source)
            guard !saysNoBottomBar(source), barHeight > 0 else { continue }
            for segue in segues(source) where segue["kind"] == "show" {
                guard let destination = segue["destination"], let controller = controllers[destination] else {
                    continue
                }
                guard controller["modalPresentationStyle"] != "fullScreen",
                    segue["modalPresentationStyle"] != "fullScreen"
                else { continue }
                let isNavigation = controller.name == "navigationController"
                let members = isNavigation ? stacks[destination] ?? [] : [destination]
                if !stacked.contains(source) {
                    // Presented from outside a stack: only a destination (a stack's root) as tall as the source
                    // keeps the tab bar; a page sheet is shorter.
                    guard let first = members.first, let height = rootHeight(first),
                        let sourceHeight = rootHeight(source), abs(height - sourceHeight) < 0.5
                    else { continue }
                } else if !isNavigation {
                    continue
                }
                for target in members where controllers[target]?["hidesBottomBarWhenPushed"] != "YES" {
                    guard bars[target]?.tabBar ?? 0 == 0 else { continue }
                    bars[target, default: ControllerBars()].tabBar = barHeight
                    if visited.insert(target).inserted { pending.append(target) }
                }
            }
        }
    }
}
