/// Interface Builder documents that grow: many scenes, and one scene whose
/// view tree is deep. Generated storyboard text, read and laid out as
/// `trellis solve`, `check` and `render` read a `.storyboard`.
extension InputFamily {
    static let documents: [InputFamily] = [
        InputFamily(
            name: "doc-scenes", label: "a storyboard of N scenes, each a 100×40 box 20, 10 inside the safe area",
            isDocument: true
        ) { storyboard(scenes: (0..<max($0, 1)).map(boxScene)) },
        InputFamily(
            name: "doc-deep",
            label: "a storyboard scene of N views in chains nested 200 deep, each pinned to its parent's edges",
            isDocument: true
        ) { storyboard(scenes: [deepScene($0)]) },
    ]

    static func storyboard(scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
        \(scenes.joined())    </scenes>
        </document>

        """
    }

    /// A scene of an iPhone 8 (375×667, status bar 20): a box 100×40 at
    /// (20, 30), 20 right of and 10 below the safe area's corner.
    static func boxScene(_ i: Int) -> String {
        """
                <scene sceneID="sc\(i)">
                    <objects>
                        <viewController id="vc\(i)" sceneMemberID="viewController">
                            <view key="view" id="root\(i)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box\(i)">
                                        <rect key="frame" x="20" y="30" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="cw\(i)"/>
                                            <constraint firstAttribute="height" constant="40" id="ch\(i)"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box\(i)" firstAttribute="leading" secondItem="safe\(i)" \
        secondAttribute="leading" constant="20" id="cl\(i)"/>
                                    <constraint firstItem="box\(i)" firstAttribute="top" secondItem="safe\(i)" \
        secondAttribute="top" constant="10" id="ct\(i)"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe\(i)"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>

        """
    }

    /// One scene whose root (375×667) holds chains of views nested 200
    /// deep (the reader takes 512 elements of nesting, two a view), N views
    /// in all, each with its four edges equal to its parent's (so every
    /// frame is 0, 0, 375, 667 in its parent, as stored).
    static func deepScene(_ n: Int) -> String {
        var chains = ""
        var made = 0
        var chain = 0
        while made < max(n, 1) {
            let depth = min(200, max(n, 1) - made)
            // Built from the deepest view up, without recursion.
            var inner = ""
            for level in stride(from: depth - 1, through: 0, by: -1) {
                let id = "d\(chain)_\(level)"
                let parent = level == 0 ? "root" : "d\(chain)_\(level - 1)"
                let edges = ["leading", "trailing", "top", "bottom"].map { edge in
                    "<constraint firstItem=\"\(id)\" firstAttribute=\"\(edge)\" secondItem=\"\(parent)\" "
                        + "secondAttribute=\"\(edge)\" id=\"c\(id)\(edge)\"/>"
                }
                let subviews =
                    "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">"
                    + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>\(inner)</view>"
                inner =
                    level == 0
                    ? subviews + "\n" + edges.joined() + "\n"
                    : "<subviews>\(subviews)</subviews><constraints>\(edges.joined())</constraints>"
            }
            chains += inner
            made += depth
            chain += 1
        }
        // The roots of the chains are the root's subviews, their edges the root's constraints.
        let parts = chains.split(separator: "\n", omittingEmptySubsequences: true)
        let views = stride(from: 0, to: parts.count, by: 2).map { String(parts[$0]) }.joined()
        let edges = stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }.joined()
        return """
                    <scene sceneID="deep">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>\(views)</subviews>
                                    <constraints>\(edges)</constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>

            """
    }
}
