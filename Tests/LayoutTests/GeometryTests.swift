import Testing

@testable import TrellisLayout

struct GeometryTests {
    @Test func printsLikeUIKit() {
        #expect(Rect(x: 70, y: 162, width: 200, height: 200).description == "{{70, 162}, {200, 200}}")
        #expect(Size(width: 180, height: 180).description == "{180, 180}")
    }

    /// Listing 1-1 (`BuildInsets`): the 180×180 core at the top-left of a
    /// 200×200 image: top 0, left 0, bottom 200 - 180 = 20, right 20.
    @Test func buildInsetsFromAlignmentRect() {
        let insets = EdgeInsets(
            alignmentRect: Rect(x: 0, y: 0, width: 180, height: 180),
            imageBounds: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(insets == EdgeInsets(top: 0, left: 0, bottom: 20, right: 20))
    }

    /// The alignment rect is clipped to the image first: {{-10, 5}, {100, 300}}
    /// ∩ {{0, 0}, {200, 200}} = {{0, 5}, {90, 195}} → top 5, left 0, bottom 0, right 110.
    @Test func buildInsetsClipsToTheImage() {
        let insets = EdgeInsets(
            alignmentRect: Rect(x: -10, y: 5, width: 100, height: 300),
            imageBounds: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(insets == EdgeInsets(top: 5, left: 0, bottom: 0, right: 110))
        #expect(
            EdgeInsets(
                alignmentRect: Rect(x: 300, y: 0, width: 10, height: 10),
                imageBounds: Rect(x: 0, y: 0, width: 200, height: 200)) == nil)
    }
}

struct ImageAlignmentTests {
    /// A 4×4 image: an opaque 2×2 core at the top-left, a faint (alpha 60)
    /// shadow on the right two columns and bottom two rows. Threshold 128 keeps
    /// only the core: {{0, 0}, {2, 2}}, insets bottom 2, right 2. At @2x the
    /// same pixels are {{0, 0}, {1, 1}} points, insets bottom 1, right 1.
    @Test(arguments: [(1.0, 2.0), (2.0, 1.0)])
    func findsTheCoreInsideAShadow(scale: Double, inset: Double) {
        var pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for row in 0..<4 {
            for column in 0..<4 {
                pixels[(row * 4 + column) * 4 + 3] = (row < 2 && column < 2) ? 255 : 60
            }
        }
        let core = ImageAlignment.alignmentRect(rgba: pixels, width: 4, height: 4, alphaThreshold: 128, scale: scale)
        #expect(core == Rect(x: 0, y: 0, width: 2 / scale, height: 2 / scale))
        let insets = ImageAlignment.alignmentRectInsets(rgba: pixels, width: 4, height: 4, scale: scale)
        #expect(insets == EdgeInsets(top: 0, left: 0, bottom: inset, right: inset))
        #expect(
            ImageAlignment.alignmentRect(rgba: pixels, width: 4, height: 4, alphaThreshold: 255)
                == Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(ImageAlignment.alignmentRect(rgba: [UInt8](repeating: 0, count: 16), width: 2, height: 2) == nil)
    }
}
