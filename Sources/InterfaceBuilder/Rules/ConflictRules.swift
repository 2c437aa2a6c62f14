/// How far required constraints may miss one another before Xcode shows a conflict, for numbers a document
/// stores rounded.
///
/// Interface Builder writes a multiplier to six significant digits (`0.493842`) or as the ratio of the frame it
/// was made from (`355:401`), so constraints that agree exactly in Xcode can disagree by a ten-thousandth of a
/// point when read back. And where a stored frame stands in for a number Xcode computes — a view's size for the
/// text or image it shows, a table view cell's content for the row's height less its separator — the frame is
/// rounded to the screen's pixels, so the number is known to a pixel only.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Conflicts within the stored numbers' rounding").
enum ConflictRules {
    /// The most any conflict may leave its broken constraint off by and be the rounding of stored numbers: a
    /// multiplier to six digits is off by up to 5 × 10⁻⁷ of the number it scales, under 0.001 point for a
    /// number up to 2,000 points.
    static let storedNumberTolerance = 0.001

    /// The most a conflict through a number a stored frame stands in for may leave its broken constraint off by:
    /// one pixel (a size is rounded at both edges, by up to half a pixel each; a table row's separator is one
    /// pixel high).
    static func standInTolerance(pixelScale: Double) -> Double { 1 / pixelScale }

    /// Whether the left and right edges of every view's safe area are the view's own, so that a constraint on a
    /// safe area's horizontal attribute can be evaluated on stored frames: on iOS, when the document's device has
    /// no horizontal safe-area inset (every device in portrait, iPads and Home-button phones in landscape). A
    /// view's safe area insets are the parts of it the screen's unsafe edges cover, so without such edges they
    /// are 0 at the left and right, wherever the view is. Evidence: `Docs/InterfaceBuilder.md` ("Constraints the
    /// stored frames break").
    static func safeAreaSidesAreBounds(device: Device?, platform: InterfaceBuilderDocument.Platform) -> Bool {
        guard platform == .iOS, let device else { return false }
        return device.safeArea.left == 0 && device.safeArea.right == 0
    }
}
