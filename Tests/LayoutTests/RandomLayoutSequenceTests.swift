import TestSupport
import Testing
import TrellisSolver

@testable import TrellisLayout

/// Random sequences of layout changes, checked after every step: every
/// required constraint holds in the layout the engine reports, every active
/// constraint is in the solver unless broken (`invariantViolations()`). This
/// is the check that found values going stale after a removal.
@Suite struct RandomLayoutSequenceTests {
    /// One seeded run of `steps` random changes on a root with up to six views.
    static func run(seed: UInt64, steps: Int) -> [String] {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let engine = LayoutEngine()
        let root = engine.makeView("root")
        engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 480))
        var views: [View] = []
        var active: [LayoutConstraint] = []
        let xAttributes: [LayoutAttribute] = [.left, .right, .centerX, .leading, .trailing, .leftMargin, .width]
        let yAttributes: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height]
        let priorities: [Priority] = [.required, .required, 999, 750, 500, 250, 1]
        // Few distinct numbers, zero often: values that end where they started
        // (at zero, say) are what hid stale values after a removal.
        func number(_ limit: Double) -> Double {
            let choices = [0, 0, 8, 20, 50, 100, 200].filter { $0 <= limit }
            return choices[random.next(below: choices.count)]
        }
        func someItem() -> View {
            random.next(below: 4) == 0 || views.isEmpty ? root : views[random.next(below: views.count)]
        }

        for step in 0..<steps {
            switch random.next(below: 11) {
            case 0 where views.count < 6:
                let parent = someItem()
                let view = engine.makeView("v\(step)", in: parent)
                if random.next(below: 2) == 0 {
                    view.intrinsicContentSize = Size(width: number(100), height: number(40))
                }
                views.append(view)
            case 1, 2, 3:
                let a = someItem(), b = someItem()
                let attributes = random.next(below: 2) == 0 ? xAttributes : yAttributes
                var first = attributes[random.next(below: attributes.count)]
                var second = attributes[random.next(below: attributes.count)]
                // Dimensions relate to dimensions, positions to positions of the same kind.
                if (first == .width || first == .height) != (second == .width || second == .height) { second = first }
                if [.leading, .trailing].contains(first) != [.leading, .trailing].contains(second) { first = second }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(below: 3)]
                let multiplier: Double = random.next(below: 4) == 0 ? 2 : 1
                let constant = number(200) - (random.next(below: 4) == 0 ? 50 : 0)
                let rhs = b[second] * multiplier + LayoutExpression(constant: constant)
                guard let constraint = try? LayoutConstraint(a[first], relation, rhs) else { continue }
                constraint.priority = priorities[random.next(below: priorities.count)]
                engine.activate([constraint])
                active.append(constraint)
            case 4 where !active.isEmpty:
                engine.deactivate([active.remove(at: random.next(below: active.count))])
            case 5 where !active.isEmpty:
                let shift: Double = random.next(below: 4) == 0 ? 100 : 0
                active[random.next(below: active.count)].constant = number(300) - shift
            case 6 where !active.isEmpty:
                let constraint = active[random.next(below: active.count)]
                if !constraint.priority.isRequired { constraint.priority = priorities[2 + random.next(below: 5)] }
            case 7 where !views.isEmpty:
                views[random.next(below: views.count)].intrinsicContentSize = Size(
                    width: random.next(below: 3) == 0 ? View.noIntrinsicMetric : number(120), height: number(50))
            case 8 where !views.isEmpty:
                let view = views[random.next(below: views.count)]
                switch random.next(below: 3) {
                case 0: view.firstBaselineOffsetFromTop = random.next(below: 3) == 0 ? nil : number(20)
                case 1: view.baselineOffsetFromBottom = number(10)
                default:
                    view.layoutMargins = EdgeInsets(top: number(16), left: number(16), bottom: 0, right: number(16))
                }
            case 9:
                engine.layoutDirection = engine.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            case 10 where views.count > 2:
                let view = views[random.next(below: views.count)]
                view.removeFromSuperview()
                views.removeAll { $0.isRemoved }
                active.removeAll { !$0.isActive }
            default:
                continue
            }
            let violations = engine.invariantViolations()
            if !violations.isEmpty { return ["seed \(seed), step \(step):"] + violations }
        }
        return []
    }

    @Test(arguments: 0..<100 as Range<UInt64>)
    func everyStepKeepsTheRequiredConstraints(seed: UInt64) {
        let problems = Self.run(seed: seed, steps: 300)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
