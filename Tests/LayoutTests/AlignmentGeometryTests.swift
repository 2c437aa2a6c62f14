import Testing

@testable import TrellisLayout

/// Listing 1-2 with exact inverses: frame = alignment rect × 1.0625 (= 170/160), same origin.
final class ScaledArtView: View, @unchecked Sendable {
    override func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        Rect(
            origin: alignmentRect.origin,
            size: Size(width: alignmentRect.width * 1.0625, height: alignmentRect.height * 1.0625))
    }
    override func alignmentRect(forFrame frame: Rect) -> Rect {
        Rect(origin: frame.origin, size: Size(width: frame.width * 160 / 170, height: frame.height * 160 / 170))
    }
}

/// Listing 1-2 as printed: `alignmentRectForFrame:` also moves the origin by
/// (height - 170) / 2, which `frameForAlignmentRect:` does not undo.
final class ListingArtView: View, @unchecked Sendable {
    override func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        Rect(
            origin: alignmentRect.origin,
            size: Size(width: alignmentRect.width * 1.0625, height: alignmentRect.height * 1.0625))
    }
    override func alignmentRect(forFrame frame: Rect) -> Rect {
        let dy = (frame.height - 170) / 2
        return Rect(x: frame.minX, y: frame.minY + dy, width: frame.width * 160 / 170, height: frame.height * 160 / 170)
    }
}

struct AlignmentGeometryTests {
    /// Figure 1-14: a 200×200 image with a 20-point shadow on the bottom and
    /// right, centred in a 320×504 superview. The alignment rect is 180×180
    /// (the intrinsic size), centred: x = (320 - 180) / 2 = 70,
    /// y = (504 - 180) / 2 = 162; the frame adds 20 on the right and bottom:
    /// {{70, 162}, {200, 200}}. Without insets the 200×200 art centres as a whole:
    /// x = (320 - 200) / 2 = 60, y = (504 - 200) / 2 = 152.
    @Test(arguments: [true, false])
    func shadowedImageCentresOnItsAlignmentRect(withInsets: Bool) {
        let (engine, root) = makeEngine(width: 320, height: 504)
        let image = engine.makeView("image", in: root)
        if withInsets {
            image.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 20)
            image.intrinsicContentSize = Size(width: 180, height: 180)
        } else {
            image.intrinsicContentSize = Size(width: 200, height: 200)
        }
        LayoutConstraint.activate([
            image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        if withInsets {
            #expect(image.frame == Rect(x: 70, y: 162, width: 200, height: 200))
            #expect(image.intrinsicContentSize == Size(width: 180, height: 180))
            #expect(image.alignmentRect == Rect(x: 70, y: 162, width: 180, height: 180))
        } else {
            #expect(image.frame == Rect(x: 60, y: 152, width: 200, height: 200))
        }
        #expect(!image.hasAmbiguousLayout)
    }

    /// Changing the insets later moves the frame, not the alignment rect:
    /// insets 10 all round → frame {{60, 152}, {200, 200}} around the same {{70, 162}, {180, 180}}.
    @Test func insetsChangeInPlace() {
        let (engine, root) = makeEngine(width: 320, height: 504)
        let image = makeView(engine, "image", in: root, intrinsic: Size(width: 180, height: 180))
        image.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        image.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        _ = image.frame
        let count = engine.constraints.count
        image.alignmentRectInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(image.frame == Rect(x: 60, y: 152, width: 200, height: 200))
        #expect(image.alignmentRect == Rect(x: 70, y: 162, width: 180, height: 180))
        #expect(engine.constraints.count == count)
    }

    /// Listing 1-2 with true inverses: a 160×160 core (intrinsic size) at
    /// left 20, top 20 gives the frame {{20, 20}, {160 × 1.0625 = 170, 170}}; no issue.
    @Test func customGeometryThatRoundTrips() {
        let (engine, root) = makeEngine()
        let art = engine.makeView("art", in: root, as: ScaledArtView.self)
        art.intrinsicContentSize = Size(width: 160, height: 160)
        art.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20).isActive = true
        art.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        #expect(art.frame == Rect(x: 20, y: 20, width: 170, height: 170))
        #expect(art.alignmentRect == Rect(x: 20, y: 20, width: 160, height: 160))
        #expect(engine.alignmentGeometryIssues.isEmpty)
    }

    /// Listing 1-2 as printed, with its intrinsic size 170×170: the frame is
    /// 170 × 1.0625 = 180.625 high, and back the origin moves by
    /// (180.625 - 170) / 2 = 5.3125, so y 20 comes back as 25.3125: reported, naming the view.
    @Test func customGeometryThatDoesNotRoundTripIsReported() throws {
        let (engine, root) = makeEngine()
        let art = engine.makeView("art", in: root, as: ListingArtView.self)
        art.intrinsicContentSize = Size(width: 170, height: 170)
        art.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20).isActive = true
        art.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        #expect(art.frame == Rect(x: 20, y: 20, width: 180.625, height: 180.625))
        let issue = try #require(engine.alignmentGeometryIssues.first)
        #expect(issue.view === art)
        #expect(issue.roundTrip.minY == 25.3125)
        #expect(issue.description.hasPrefix("art: "))
        #expect(engine.alignmentGeometryIssues.count == 1)
    }
}
