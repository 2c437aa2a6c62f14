import TrellisLayout
import TrellisSolver

/// View properties, on `view` and on `set VIEW …`: each one a setter of `View`
/// (or a frame pin), which the engine applies in place.
extension ScriptBuilder {
    /// Applies properties in the order written.
    ///
    /// - Parameters:
    ///   - properties: The properties.
    ///   - view: The view.
    ///   - statement: The `view` or `set` statement (frame pins are declared there).
    /// - Throws: `ScriptError` for an unknown metric, a negative size or a priority outside 1…1000.
    func apply(_ properties: [ViewProperty], to view: View, _ statement: Statement) throws(ScriptError) {
        for property in properties { try apply(property, to: view, statement) }
    }

    private func apply(_ property: ViewProperty, to view: View, _ statement: Statement) throws(ScriptError) {
        switch property {
        case .frame(let x, let y, let width, let height):
            let rect = Rect(
                x: try scope.number(x), y: try scope.number(y),
                width: try size(width, "frame width"), height: try size(height, "frame height"))
            let pins = engine.pinFrame(of: view, to: rect)
            for pin in pins { register(pin, name: pin.identifier, at: statement.location) }
        case .intrinsic(let width, let height):
            let w = try width.map { (n) throws(ScriptError) in try size(n, "intrinsic width") }
            let h = try height.map { (n) throws(ScriptError) in try size(n, "intrinsic height") }
            view.intrinsicContentSize = Size(
                width: w ?? View.noIntrinsicMetric, height: h ?? View.noIntrinsicMetric)
        case .hugging(let horizontal, let vertical):
            let h = try scope.priority(horizontal), v = try scope.priority(vertical)
            view.setContentHuggingPriority(h, for: .horizontal)
            view.setContentHuggingPriority(v, for: .vertical)
        case .compressionResistance(let horizontal, let vertical):
            let h = try scope.priority(horizontal), v = try scope.priority(vertical)
            view.setContentCompressionResistancePriority(h, for: .horizontal)
            view.setContentCompressionResistancePriority(v, for: .vertical)
        case .alignmentInsets(let top, let left, let bottom, let right):
            view.alignmentRectInsets = try insets(top, left, bottom, right)
        case .baseline(let offset?):
            view.baselineOffsetFromBottom = try scope.number(offset)
            viewsWithBaselines.insert(ObjectIdentifier(view))
            viewsWithLastBaseline.insert(ObjectIdentifier(view))
        case .baseline(nil):
            // Back to the default (the bottom); a view with neither baseline reports none.
            view.baselineOffsetFromBottom = 0
            viewsWithLastBaseline.remove(ObjectIdentifier(view))
            if view.firstBaselineOffsetFromTop == nil { viewsWithBaselines.remove(ObjectIdentifier(view)) }
            view.hasBaseline = viewsWithBaselines.contains(ObjectIdentifier(view))
        case .firstBaseline(let offset?):
            view.firstBaselineOffsetFromTop = try scope.number(offset)
            viewsWithBaselines.insert(ObjectIdentifier(view))
        case .firstBaseline(nil):
            // The first baseline follows the last again (the top edge when there is none).
            view.firstBaselineOffsetFromTop = nil
            if !viewsWithLastBaseline.contains(ObjectIdentifier(view)) {
                viewsWithBaselines.remove(ObjectIdentifier(view))
            }
            view.hasBaseline = viewsWithBaselines.contains(ObjectIdentifier(view))
        case .margins(let top, let left, let bottom, let right):
            view.layoutMargins = try insets(top, left, bottom, right)
        case .hidden(let hidden):
            view.isHidden = hidden
        case .wraps(let content):
            view.heightForWidth = try heightForWidth(content)
        case .safeArea(let top, let left, let bottom, let right):
            view.safeAreaInsets = try insets(top, left, bottom, right)
        }
    }

    /// The `heightForWidth` of `wraps` content, its numbers resolved now.
    ///
    /// - Throws: `ScriptError` at a negative size, a zero character width, or step
    ///   widths that do not rise (through metrics).
    private func heightForWidth(_ content: WrappingContent?) throws(ScriptError) -> ((Double) -> Double)? {
        switch content {
        case nil:
            return nil
        case .text(let characters, let characterWidth, let lineHeight)?:
            let text = (
                try size(characters, "number of characters"), try size(characterWidth, "character width"),
                try size(lineHeight, "line height")
            )
            guard text.1 > 0 else {
                throw ScriptError("character width must be above 0", at: characterWidth.location)
            }
            return { WrappingContent.height(atWidth: $0, text: text) }
        case .steps(let written)?:
            var steps: [(width: Double, height: Double)] = []
            for step in written {
                let width = try size(step.width, "step width")
                if let previous = steps.last?.width, width <= previous {
                    throw ScriptError(
                        "step widths must rise: \(formatNumber(width)) is not above \(formatNumber(previous))",
                        at: step.width.location)
                }
                steps.append((width, try size(step.height, "step height")))
            }
            return { WrappingContent.height(atWidth: $0, steps: steps) }
        }
    }

    /// A size that must not be negative.
    ///
    /// - Throws: `ScriptError` at the number when it is negative (or an unknown metric).
    private func size(_ number: ScriptNumber, _ what: String) throws(ScriptError) -> Double {
        let value = try scope.number(number)
        guard value >= 0 else {
            let via = number.literalValue == nil ? " (metric '\(number)')" : ""
            throw ScriptError("\(what) must not be negative, got \(formatNumber(value))\(via)", at: number.location)
        }
        return value
    }

    /// Four numbers in `T L B R` order as edge insets.
    private func insets(_ top: ScriptNumber, _ left: ScriptNumber, _ bottom: ScriptNumber, _ right: ScriptNumber)
        throws(ScriptError) -> EdgeInsets
    {
        EdgeInsets(
            top: try scope.number(top), left: try scope.number(left), bottom: try scope.number(bottom),
            right: try scope.number(right))
    }
}
