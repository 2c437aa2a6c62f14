// CardDemo — a card laid out with Trellis's Layout API, no script involved.
//
//   ┌─ card ──────────────────────────────────────────┐
//   │ ┌──────┐  Title that may grow                   │
//   │ │image │  Subtitle                  [ Follow ]  │
//   │ └──────┘                                        │
//   └─────────────────────────────────────────────────┘
//
// The card is 16 points in from the screen's sides; everything inside sits
// on the card's layout margins (12); the card's height shrink-wraps its
// content. The title runs right up to the button (8 points before it).
//
// The first version has a classic bug: the title and the button both hug at
// the default 250, and the title's trailing edge is tied to the button's
// leading edge, so the spare width can go to either — the layout is
// ambiguous. We print what Trellis says about it, then fix it the usual way
// (the button hugs at 251) and print the result.
//
// Run: swift run --package-path Examples/Embedding

import Foundation  // exit()
import TrellisLayout

let engine = LayoutEngine()  // flipped (UIKit) coordinates: y grows down

// MARK: Views

let screen = engine.makeView("screen")
_ = engine.pinFrame(of: screen, to: Rect(x: 0, y: 0, width: 375, height: 124))

let card = engine.makeView("card", in: screen)
card.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)

let image = engine.makeView("image", in: card)
image.intrinsicContentSize = Size(width: 60, height: 60)
image.setContentHuggingPriority(251, for: .horizontal)  // as Interface Builder sets image views and labels
image.setContentHuggingPriority(251, for: .vertical)

let title = engine.makeView("title", in: card)
title.intrinsicContentSize = Size(width: 160, height: 20)
title.baselineOffsetFromBottom = 5

let subtitle = engine.makeView("subtitle", in: card)
subtitle.intrinsicContentSize = Size(width: 150, height: 16)
subtitle.baselineOffsetFromBottom = 4

let button = engine.makeView("button", in: card)
button.intrinsicContentSize = Size(width: 64, height: 30)

// MARK: Constraints (anchors)

let margins = card.layoutMarginsGuide
let shrinkWrap = card.heightAnchor.constraint(equalToConstant: 0)
shrinkWrap.priority = .fittingSize  // 50: as short as the content allows

LayoutConstraint.activate([
    // The card: inset 16 from the screen's sides, 20 from its top.
    card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
    card.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
    card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
    card.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
    card.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 12),
    shrinkWrap,

    // The image in the top-leading corner of the margins.
    image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    image.topAnchor.constraint(equalTo: margins.topAnchor),

    // The title beside the image; the subtitle's baseline 20 below the title's.
    title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
    title.topAnchor.constraint(equalTo: image.topAnchor),
    subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
    subtitle.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),

    // The button on the trailing margin, centred on the image.
    button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    button.centerYAnchor.constraint(equalTo: image.centerYAnchor),

    // The title runs up to the button; the subtitle may not pass it.
    title.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
    subtitle.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
])

@MainActor func printFrames(_ heading: String) {
    print(heading)
    for view in [screen, card, image, title, subtitle, button] {
        let name = view.name + String(repeating: " ", count: max(1, 10 - view.name.count))
        print(
            "  \(name)\(view.frame)\(view.hasAmbiguousLayout ? "   ambiguous: \(view.engine.ambiguity(of: view))" : "")"
        )
    }
}

// MARK: 1. Ambiguous

// The title starts at x 100 (the margin at 28, the image's 60, 12 more) and
// the button ends at the trailing margin, x 347: 247 points for title (160),
// 8 and button (64), which need 232 — 15 to spare. (The image hugs at 251, so
// it keeps its 60.) Giving the 15 to the title or to the button breaks
// hugging @250 by 15 either way: a tie, so both views are ambiguous.
printFrames("Before the fix (title and button both hug at 250):")
print()
print(
    "hasAmbiguousLayout: engine \(engine.hasAmbiguousLayout), title \(title.hasAmbiguousLayout), button \(button.hasAmbiguousLayout)"
)
let ambiguousBeforeTheFix = title.hasAmbiguousLayout && button.hasAmbiguousLayout
print("title is ambiguous in: \(engine.ambiguity(of: title))")
print("button is ambiguous in: \(engine.ambiguity(of: button))")
print()
print("autolayoutTrace:")
print(engine.autolayoutTrace)
print()
// Another optimal layout, as UIKit's exerciseAmbiguityInLayout shows it:
title.exerciseAmbiguityInLayout()
printFrames("After exerciseAmbiguityInLayout() — another, equally good layout:")
print()
print("Constraints affecting the title horizontally:")
for constraint in title.constraintsAffectingLayout(for: .horizontal) {
    print("  \(constraint)")
}
print()

// MARK: 2. Fixed

// The button hugs one step harder, so at 250 only the title's hugging is
// left to give way: the title takes the 15 points.
button.setContentHuggingPriority(251, for: .horizontal)

// Expected (frames relative to the superview), worked out by hand:
//   card:     x 16, y 20, width 375 - 32 = 343; margins: 28…347 and from y 32 (attribute space).
//   image:    attribute x 28, y 32, 60×60     → frame 12 12 60 60 in the card.
//   title:    x 28 + 60 + 12 = 100 → 100…275 (275 = 283 - 8), 175×20 → frame 84 12 175 20.
//   button:   x 347 - 64 = 283, centre y = image's 62 → y 47, 64×30  → frame 267 27 64 30.
//   subtitle: x 100, first baseline = title's (32 + 20 - 5 = 47) + 20 = 67,
//             so bottom 67 + 4 = 71, top 55, 150×16                → frame 84 35 150 16.
//   card:     bottom = max(image bottom 92, subtitle bottom 71) + 12 = 104 → height 84.
printFrames("After the fix (button hugs at 251):")
print()
print("hasAmbiguousLayout: engine \(engine.hasAmbiguousLayout)")
print("autolayoutTrace:")
print(engine.autolayoutTrace)

// MARK: 3. Check (Scripts/check-examples.sh runs this demo: a wrong number fails it)

func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.origin.x - b.origin.x) < 0.001 && abs(a.origin.y - b.origin.y) < 0.001
        && abs(a.size.width - b.size.width) < 0.001 && abs(a.size.height - b.size.height) < 0.001
}
let expected: [(View, Rect)] = [
    (card, Rect(x: 16, y: 20, width: 343, height: 84)),
    (image, Rect(x: 12, y: 12, width: 60, height: 60)),
    (title, Rect(x: 84, y: 12, width: 175, height: 20)),
    (subtitle, Rect(x: 84, y: 35, width: 150, height: 16)),
    (button, Rect(x: 267, y: 27, width: 64, height: 30)),
]
var problems = expected.filter { !close($0.0.frame, $0.1) }.map { "\($0.0.name): expected \($0.1), got \($0.0.frame)" }
if !ambiguousBeforeTheFix { problems.append("before the fix, title and button should both be ambiguous") }
if engine.hasAmbiguousLayout { problems.append("after the fix, the layout should be unambiguous") }
if !problems.isEmpty {
    print()
    for problem in problems { print("error: \(problem)") }
    exit(1)
}
