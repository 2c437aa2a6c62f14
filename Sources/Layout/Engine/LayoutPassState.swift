/// The layout pass's bookkeeping (`LayoutEngine+ContentSize.swift`,
/// `LayoutEngine+Frames.swift`): the generation of the solver's state, the
/// one last laid out, the frames read at the current one, the wrapping view
/// being asked for its height, and the pass's round limit.
struct LayoutPassState {
    /// Moved by every change to the solver (`LayoutEngine.didMutate()`).
    private(set) var generation = 0
    /// The generation the layout pass last ran at.
    private var laidOutGeneration = -1
    /// Views' frames in attribute space as of `framesGeneration`.
    private var frames: [ObjectIdentifier: Rect] = [:]
    private var framesGeneration = -1
    /// The view whose `heightForWidth` the pass is asking, while it asks.
    private(set) var viewBeingAsked: View?
    /// The most rounds one layout pass takes (`LayoutEngine.layoutRoundLimit`).
    var roundLimit = LayoutEngine.maximumLayoutRounds
    /// How many passes stopped at `roundLimit` with a height still changing.
    private(set) var roundLimitHits = 0

    /// Marks a change that may move frames: the next query runs the pass.
    @inline(__always)
    mutating func noteChange() { generation += 1 }

    /// Whether the pass ran at the current generation.
    var isLaidOut: Bool { laidOutGeneration == generation }

    /// Records that the layout is up to date at the current generation.
    mutating func markLaidOut() { laidOutGeneration = generation }

    /// The frame read for `view` at the current generation, if any; the
    /// frames of an older generation are dropped first.
    mutating func frame(of view: View) -> Rect? {
        if framesGeneration != generation {
            frames.removeAll(keepingCapacity: true)
            framesGeneration = generation
        }
        return frames[ObjectIdentifier(view)]
    }

    /// Swaps the frames read at the current generation with `other`: the
    /// frames are made by methods of the engine, which holds this state, so
    /// they are moved out meanwhile and back after.
    mutating func swapFrames(with other: inout [ObjectIdentifier: Rect]) { swap(&other, &frames) }

    mutating func beginAsking(_ view: View) { viewBeingAsked = view }

    mutating func endAsking() { viewBeingAsked = nil }

    mutating func noteRoundLimitHit() { roundLimitHits += 1 }

    /// What is wrong, one line each: no generation is ahead of the current
    /// one, and no view is left being asked.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if laidOutGeneration > generation || framesGeneration > generation {
            violations.append("the layout pass or the frames are ahead of the solver's state")
        }
        if let viewBeingAsked { violations.append("\(viewBeingAsked.name) is left being asked for its height") }
        return violations
    }
}
