import TrellisLayout
import TrellisSolver

/// The expectations that bound a value or compare rectangles: `<=`, `>=`,
/// `between`, `inside`, `disjoint` and `fittingSize`.
///
/// Rectangles are alignment rects in the script's attribute space (what
/// constraints lay out), so `inside` and `disjoint` compare views at any
/// depth of the tree alike.
extension ScriptBuilder {
    /// The value of `VIEW.ATTRIBUTE` or of a var now.
    ///
    /// - Throws: `ScriptError` for an unknown name or one of the wrong kind.
    func value(of reference: Reference) throws(ScriptError) -> Double {
        if let attribute = reference.attribute {
            return engine.value(of: attribute, of: try scope.item(reference.item))
        }
        return engine.value(of: try scope.variable(reference.item))
    }

    /// `expect REFERENCE <= N`, `>= N`, `between A and B`.
    func outcome(of reference: Reference, _ bound: ScriptExpectation.Bound, tolerance: Double) throws(ScriptError)
        -> (passed: Bool, expected: String, got: String)
    {
        let actual = try value(of: reference)
        let got = "\(reference) == \(ReportNumber.text(actual))"
        switch bound {
        case .atMost(let number):
            let limit = try scope.number(number)
            return (actual <= limit + tolerance, "\(reference) <= \(ReportNumber.text(limit))", got)
        case .atLeast(let number):
            let limit = try scope.number(number)
            return (actual >= limit - tolerance, "\(reference) >= \(ReportNumber.text(limit))", got)
        case .between(let lowerNumber, let upperNumber):
            let lower = try scope.number(lowerNumber)
            let upper = try scope.number(upperNumber)
            guard lower <= upper else {
                throw ScriptError(
                    "the lower bound \(formatNumber(lower)) is above the upper bound \(formatNumber(upper))",
                    at: lowerNumber.location)
            }
            return (
                actual >= lower - tolerance && actual <= upper + tolerance,
                "\(reference) between \(ReportNumber.text(lower)) and \(ReportNumber.text(upper))", got
            )
        }
    }

    /// `expect VIEW inside OTHER`: how far the alignment rect sticks out of the other's on each side.
    func outcome(of name: Name, inside containerName: Name, tolerance: Double) throws(ScriptError)
        -> (passed: Bool, expected: String, got: String)
    {
        let rect = engine.attributeRect(of: try scope.item(name))
        let container = engine.attributeRect(of: try scope.item(containerName))
        let overflows = [
            ("left", container.minX - rect.minX), ("top", container.minY - rect.minY),
            ("right", rect.maxX - container.maxX), ("bottom", rect.maxY - container.maxY),
        ].filter { $0.1 > tolerance }
        let expected = "\(name.text) inside \(containerName.text)"
        guard !overflows.isEmpty else { return (true, expected, expected) }
        let sides = overflows.map { "\(ReportNumber.text($0.1)) \($0.0)" }.joined(separator: ", ")
        return (false, expected, "\(name.text) sticks out of \(containerName.text) by \(sides)")
    }

    /// `expect A, B [, C ...] disjoint`: every pair whose alignment rects overlap by more than the tolerance on both axes.
    func outcomeOfDisjoint(_ names: [Name], tolerance: Double) throws(ScriptError)
        -> (passed: Bool, expected: String, got: String)
    {
        var rects: [Rect] = []
        for name in names { rects.append(engine.attributeRect(of: try scope.item(name))) }
        var overlaps: [String] = []
        for first in rects.indices {
            for second in rects.indices where second > first {
                let a = rects[first], b = rects[second]
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if width > tolerance, height > tolerance {
                    overlaps.append(
                        "\(names[first].text) and \(names[second].text) overlap by "
                            + "\(ReportNumber.text(width)) x \(ReportNumber.text(height))")
                }
            }
        }
        let expected = names.map(\.text).joined(separator: ", ") + " disjoint"
        return (overlaps.isEmpty, expected, overlaps.isEmpty ? expected : overlaps.joined(separator: "; "))
    }

    /// `expect VIEW.fittingSize [expanded | width N] == W H`, through `systemLayoutSizeFitting`.
    func outcomeOfFittingSize(
        _ name: Name, _ fitting: ScriptExpectation.Fitting, _ width: ScriptNumber, _ height: ScriptNumber,
        tolerance: Double
    ) throws(ScriptError) -> (passed: Bool, expected: String, got: String) {
        let view = try scope.view(name)
        let size: Size
        var subject = "\(name.text).fittingSize"
        switch fitting {
        case .compressed:
            size = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        case .expanded:
            size = view.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
            subject += " expanded"
        case .width(let number):
            let target = try scope.number(number)
            guard target >= 0 else {
                throw ScriptError("target width must not be negative, got \(formatNumber(target))", at: number.location)
            }
            // Wrapping content (`wraps`) is asked again at the target width, as UIKit's self-sizing cells are.
            size = view.systemLayoutSizeFitting(
                Size(width: target, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSize)
            subject += " width \(ReportNumber.text(target))"
        }
        let wantedWidth = try scope.number(width)
        let wantedHeight = try scope.number(height)
        let passed = abs(size.width - wantedWidth) <= tolerance && abs(size.height - wantedHeight) <= tolerance
        return (
            passed, "\(subject) == \(ReportNumber.text(wantedWidth)) \(ReportNumber.text(wantedHeight))",
            "\(subject) == \(ReportNumber.text(size.width)) \(ReportNumber.text(size.height))"
        )
    }
}
