/// Finding the alignment rect of predrawn art from its alpha channel.
///
/// Art with a baked-in drop shadow or glow has a core shape that is opaque
/// and ornaments that are faint. `alignmentRect(rgba:width:height:alphaThreshold:scale:)`
/// finds the smallest rectangle holding every pixel at least as opaque as
/// the threshold, so the art aligns on its core without hand-measured insets;
/// `EdgeInsets(alignmentRect:imageBounds:)` then gives the insets.
public enum ImageAlignment {
    /// The bounding box, in points, of the pixels whose alpha reaches a threshold.
    ///
    /// - Parameters:
    ///   - rgba: Pixels, 4 bytes each (red, green, blue, alpha), row by row from the top.
    ///   - width: Pixels per row.
    ///   - height: Rows.
    ///   - alphaThreshold: The least alpha (0...255) that counts as the core shape.
    ///   - scale: Pixels per point (2 for @2x art).
    /// - Returns: The rectangle in points in the image's flipped coordinates,
    ///   or nil when no pixel reaches the threshold.
    /// - Complexity: O(*width* × *height*).
    public static func alignmentRect(
        rgba: [UInt8], width: Int, height: Int, alphaThreshold: UInt8 = 128, scale: Double = 1
    ) -> Rect? {
        precondition(
            width >= 0 && height >= 0 && rgba.count == width * height * 4, "rgba must hold width × height pixels")
        precondition(scale > 0, "scale must be positive")
        var minX = width, minY = height, maxX = -1, maxY = -1
        for row in 0..<height {
            for column in 0..<width where rgba[(row * width + column) * 4 + 3] >= alphaThreshold {
                minX = min(minX, column)
                maxX = max(maxX, column)
                minY = min(minY, row)
                maxY = max(maxY, row)
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(
            x: Double(minX) / scale, y: Double(minY) / scale,
            width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
    }

    /// The alignment-rect insets of RGBA art: its core found by alpha, as insets from the image bounds.
    ///
    /// - Parameters: As `alignmentRect(rgba:width:height:alphaThreshold:scale:)`.
    /// - Returns: The insets in points, or nil when no pixel reaches the threshold.
    public static func alignmentRectInsets(
        rgba: [UInt8], width: Int, height: Int, alphaThreshold: UInt8 = 128, scale: Double = 1
    ) -> EdgeInsets? {
        guard
            let core = alignmentRect(
                rgba: rgba, width: width, height: height, alphaThreshold: alphaThreshold, scale: scale)
        else { return nil }
        let bounds = Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)
        return EdgeInsets(alignmentRect: core, imageBounds: bounds)
    }
}
