import TrellisLayoutScript

/// An Interface Builder document read into the terms layout needs.
///
/// Each scene of a storyboard, and each top-level view of a xib, becomes one
/// `DocumentScene`: one or more layout roots (the view controller's view, and
/// any table or collection view cell and other separately laid-out view in
/// it) with their view trees and constraints. See `Docs/InterfaceBuilder.md`
/// for every rule applied while reading.
public struct InterfaceBuilderDocument: Sendable {
    /// Which frameworks the document is for.
    public enum Platform: String, Sendable {
        /// UIKit (`com.apple.InterfaceBuilder3.CocoaTouch.*`): y grows down.
        case iOS
        /// AppKit (`com.apple.InterfaceBuilder3.Cocoa.*`): y grows up unless a view is flipped.
        case macOS
    }

    /// The document's path.
    public var file: String
    /// Its platform.
    public var platform: Platform
    /// The device it was last laid out for (`<device id=… orientation=…>`), if it names one.
    public var device: Device?
    /// Its scenes, in document order.
    public var scenes: [DocumentScene]
    /// What could not be modelled, in document order.
    public var notes: [DocumentNote]
    /// The Xcode release that saved it.
    public var era = XcodeEra(toolsVersion: nil)
}

/// One layout of a document: a storyboard scene or a xib's top-level object.
public struct DocumentScene: Sendable {
    /// A name for people: the scene's comment-free label (the view controller's
    /// user label, custom class or element name).
    public var name: String
    /// The scene's id (`sceneID`), or the top-level view's id in a xib.
    public var id: String
    /// The element that begins it.
    public var location: SourceLocation
    /// The views laid out on their own (roots), each with its subviews.
    public var roots: [DocumentView]
    /// Constraints of the scene, in document order, each with the view that holds it.
    public var constraints: [DocumentConstraint]
    /// Layout guides the constraints may name, in document order.
    public var guides: [DocumentGuide]
    /// What could not be modelled in it.
    public var notes: [DocumentNote]

    /// Every view of the scene, parents before children, in document order.
    public var allViews: [DocumentView] {
        var result: [DocumentView] = []
        func visit(_ view: DocumentView) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        roots.forEach(visit)
        return result
    }
}
