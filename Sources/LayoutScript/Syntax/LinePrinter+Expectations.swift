extension LinePrinter {
    /// `expect …` with its tolerance.
    mutating func expectation(_ expectation: ScriptExpectation) -> ScriptExpectation {
        token("expect")
        let kind = expectationKind(expectation.kind)
        var tolerance: ScriptNumber?
        if let written = expectation.tolerance {
            token("within")
            tolerance = number(written)
        }
        return ScriptExpectation(kind, tolerance: tolerance)
    }

    private mutating func expectationKind(_ kind: ScriptExpectation.Kind) -> ScriptExpectation.Kind {
        switch kind {
        case .frame(let view, let rectangle):
            return .frame(view: rectangleSubject(view, "frame"), self.rectangle(rectangle))
        case .alignmentRect(let view, let rectangle):
            return .alignmentRect(view: rectangleSubject(view, "alignmentRect"), self.rectangle(rectangle))
        case .value(let target, let value):
            let target = reference(target)
            token("==")
            return .value(target, number(value))
        case .viewAmbiguity(let view, let ambiguous):
            let view = name(view)
            token(ambiguous ? "ambiguous" : "unambiguous")
            return .viewAmbiguity(view, ambiguous: ambiguous)
        case .layoutAmbiguity(let ambiguous):
            token("layout")
            token(ambiguous ? "ambiguous" : "unambiguous")
            return kind
        case .conflict(let labels):
            token("conflict")
            return .conflict(names(labels))
        case .satisfiable:
            token("satisfiable")
            return kind
        case .bound(let target, let bound):
            let target = reference(target)
            switch bound {
            case .atMost(let value):
                token("<=")
                return .bound(target, .atMost(number(value)))
            case .atLeast(let value):
                token(">=")
                return .bound(target, .atLeast(number(value)))
            case .between(let lower, let upper):
                token("between")
                let lower = number(lower)
                token("and")
                return .bound(target, .between(lower, number(upper)))
            }
        case .inside(let view, let container):
            let view = name(view)
            token("inside")
            return .inside(view, container: name(container))
        case .disjoint(let views):
            var printed: [Name] = []
            for view in views {
                if !printed.isEmpty { suffix(",") }
                printed.append(name(view))
            }
            token("disjoint")
            return .disjoint(printed)
        case .fittingSize(let view, let fitting, let width, let height):
            let view = rectangleSubject(view, "fittingSize")
            var printedFitting = fitting
            switch fitting {
            case .compressed: break
            case .expanded: token("expanded")
            case .width(let target):
                token("width")
                printedFitting = .width(number(target))
            }
            token("==")
            let width = number(width)
            return .fittingSize(view: view, printedFitting, width: width, height: number(height))
        case .broken(let label):
            token("broken")
            return .broken(name(label))
        }
    }

    /// `VIEW.frame`, `VIEW.alignmentRect` or `VIEW.fittingSize`.
    private mutating func rectangleSubject(_ view: Name, _ what: String) -> Name {
        let view = name(view)
        suffix(".")
        attachNext()
        token(what)
        return view
    }

    /// `== X Y WIDTH HEIGHT`.
    private mutating func rectangle(_ rectangle: ScriptExpectation.Rectangle) -> ScriptExpectation.Rectangle {
        token("==")
        let x = number(rectangle.x)
        let y = number(rectangle.y)
        let width = number(rectangle.width)
        return ScriptExpectation.Rectangle(x: x, y: y, width: width, height: number(rectangle.height))
    }
}
