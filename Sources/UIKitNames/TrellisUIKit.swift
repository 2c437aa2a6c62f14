// The opt-in module of UIKit and AppKit names: `import TrellisUIKit` instead of
// `import UIKit` (or `AppKit`), and layout code written for those frameworks
// compiles against Trellis with few edits. Everything TrellisLayout and
// TrellisSolver declare comes with it.
@_exported import TrellisLayout
