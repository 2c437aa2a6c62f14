import TrellisLayout

extension DocumentLayout {
    /// The pixels per point Interface Builder rounded an iOS scene's frames to, or nil for none.
    ///
    /// The device's scale; without a device, that of the device whose screen
    /// is the scene's root size, and 1 on Xcode 6 and 7's 600 × 600 "any
    /// width, any height" canvas. AppKit documents are not rounded.
    static func pixelScale(of document: InterfaceBuilderDocument, scene: DocumentScene) -> Double? {
        guard document.platform == .iOS else { return nil }
        if let device = document.device { return device.scale }
        guard let root = scene.roots.first?.documentFrame else { return 1 }
        return Device.matching(width: root.width, height: root.height)?.scale ?? 1
    }

    /// Frames rounded to the screen's pixels, as UIKit and Interface Builder place views.
    ///
    /// Each edge of a view, in its layout root's coordinates, is rounded to
    /// the nearest pixel; the frame is then taken relative to its superview's
    /// rounded origin. A root keeps its frame. Alignment rects stay exact.
    ///
    /// - Parameters:
    ///   - results: The scene's views, parents before children, with exact frames.
    ///   - scale: Pixels per point.
    /// - Returns: The same views with rounded frames.
    static func roundedToPixels(_ results: [SceneLayout.ViewResult], scale: Double) -> [SceneLayout.ViewResult] {
        // Half a pixel rounds up; the solver's last bits (139.49999984 for 139.5) do not decide it.
        func round(_ value: Double) -> Double { (value * scale + 0.5 + 1e-6).rounded(.down) / scale }
        var exactOrigin: [String: (x: Double, y: Double)] = [:]
        var roundedOrigin: [String: (x: Double, y: Double)] = [:]
        var rounded = results
        for index in rounded.indices {
            let view = rounded[index].view
            let frame = rounded[index].frame
            guard let superview = view.superview, let parent = exactOrigin[superview.id],
                let parentRounded = roundedOrigin[superview.id]
            else {
                exactOrigin[view.id] = (0, 0)
                roundedOrigin[view.id] = (0, 0)
                continue
            }
            let (x0, y0) = (parent.x + frame.minX, parent.y + frame.minY)
            let (rx0, ry0) = (round(x0), round(y0))
            let (rx1, ry1) = (round(x0 + frame.width), round(y0 + frame.height))
            exactOrigin[view.id] = (x0, y0)
            roundedOrigin[view.id] = (rx0, ry0)
            rounded[index].frame = Rect(
                x: rx0 - parentRounded.x, y: ry0 - parentRounded.y, width: rx1 - rx0, height: ry1 - ry0)
        }
        return rounded
    }
}
