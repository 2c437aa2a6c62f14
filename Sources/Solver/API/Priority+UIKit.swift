/// The priority names UIKit and AppKit use, next to Trellis's shorter ones.
///
/// `defaultHigh`, `defaultLow` and `fittingSizeLevel` are the same levels as
/// `high`, `low` and `fittingSize`; the scene levels are UIKit's names for
/// AppKit's window levels (`windowSizeStayPut` and the drag levels).
extension Priority {
    /// UIKit's `defaultHigh` (750), the same as `high`: the default compression resistance.
    public static let defaultHigh: Priority = 750
    /// UIKit's `defaultLow` (250), the same as `low`: the default content hugging.
    public static let defaultLow: Priority = 250
    /// UIKit's `fittingSizeLevel` (50), the same as `fittingSize`: how strongly a fitting size is asked for.
    public static let fittingSizeLevel: Priority = 50
    /// UIKit's `dragThatCanResizeScene` (510): a drag that may resize its scene.
    public static let dragThatCanResizeScene: Priority = 510
    /// UIKit's `sceneSizeStayPut` (500): the level at which a scene keeps its size.
    public static let sceneSizeStayPut: Priority = 500
    /// UIKit's `dragThatCannotResizeScene` (490): a drag that must not resize its scene.
    public static let dragThatCannotResizeScene: Priority = 490
}
