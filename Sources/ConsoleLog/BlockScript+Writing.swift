import TrellisLayoutScript

extension BlockScript {
    /// Writes a block as a script.
    ///
    /// - Parameters:
    ///   - block: The block.
    ///   - source: Where the block comes from, for the first comment (`LOG:LINE`).
    public init(block: ConflictBlock, source: String) {
        var writer = Writer()
        writer.collectItems(block)
        var lines: [Line] = [
            Line(text: "# \(source): \"Unable to simultaneously satisfy constraints\", read by trellis explain."),
            Line(
                text:
                    "# Every view is a root without a frame: the log says no more of the views than its constraints do."
            ),
        ]
        lines += writer.declarations()
        var labels: [String: String] = [:]
        var constraintLines: [Line] = []
        for constraint in block.constraints {
            let base = writer.label(for: constraint)
            constraintLines.append(Line(text: "# " + Writer.oneLine(constraint.text), address: constraint.address))
            for (index, equation) in constraint.equations.map(writer.positioned).enumerated() {
                let label = constraint.equations.count == 1 ? base : base + (index == 0 ? "_hug" : "_resist")
                labels[label] = constraint.address
                constraintLines.append(
                    Line(text: "\(label): " + writer.expression(equation), address: constraint.address))
            }
        }
        lines += writer.implicitLines()
        lines += constraintLines
        self.lines = lines
        itemNames = writer.names
        addressOfLabel = labels
        implicitLabels = writer.implicit
    }

    /// The state of writing one block.
    struct Writer {
        var items: [LogItem] = []
        var names: [String: String] = [:]
        var usedNames: Set<String> = []
        var baselineVars: [String] = []
        var contentVars: [String] = []
        var implicit: [String: String] = [:]
        var usedLabels: Set<String> = []
        /// Each view's superview, where the block reveals it.
        var superviews: [String: LogItem] = [:]

        /// A relation of a position to a constant made relative to the view's
        /// superview: Auto Layout states positions only between items, and an
        /// autoresizing constraint's `minX == 0` is in its superview's bounds.
        func positioned(_ equation: ConstraintDescription.Equation) -> ConstraintDescription.Equation {
            guard equation.second == nil else { return equation }
            let origin: LogAttribute
            switch equation.firstAttribute {
            case .left, .right, .centerX, .leading, .trailing, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                origin = .left
            case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline,
                .lastBaseline:
                origin = .top
            case .width, .height, .contentWidth, .contentHeight:
                return equation
            }
            var positioned = equation
            positioned.second = (superviews[equation.first.identity] ?? LogItem.superview(of: equation.first), origin)
            return positioned
        }

        /// Every item the block names, once, by identity, in order of appearance.
        mutating func collectItems(_ block: ConflictBlock) {
            var index: [String: Int] = [:]
            for constraint in block.constraints {
                for (child, parent) in constraint.superviews where superviews[child] == nil {
                    superviews[child] = parent
                }
            }
            for constraint in block.constraints {
                for equation in constraint.equations.map(positioned) {
                    for item in [equation.first] + (equation.second.map { [$0.item] } ?? []) {
                        if let known = index[item.identity] {
                            // A later mention may give the class or title an earlier one left out.
                            if items[known].className.isEmpty { items[known].className = item.className }
                            if items[known].title == nil { items[known].title = item.title }
                        } else {
                            index[item.identity] = items.count
                            items.append(item)
                        }
                    }
                }
            }
            for item in items {
                let name = unique(Writer.name(for: item, among: names), fallback: item.identity)
                names[item.identity] = name
            }
        }

        private mutating func unique(_ name: String, fallback: String) -> String {
            var candidate = name
            var counter = 2
            while usedNames.contains(candidate) {
                candidate = name + "_\(counter)"
                counter += 1
            }
            usedNames.insert(candidate)
            return candidate
        }

        /// `UILabel_Seconds_b520`: the class without its module, the title, and the address's last four digits.
        static func name(for item: LogItem, among names: [String: String]) -> String {
            if item.isUnnamedSuperview {
                let child = String(item.identity.dropFirst("superview of ".count))
                return "superview_of_" + (names[child] ?? identifierText(child))
            }
            var parts: [String] = []
            let className = item.className.split(separator: ".").last.map(String.init) ?? ""
            let classPart = identifierText(className)
            if !classPart.isEmpty { parts.append(classPart) }
            if let title = item.title {
                let titlePart = String(identifierText(title).prefix(20))
                if !titlePart.isEmpty && titlePart != "_" { parts.append(titlePart) }
            }
            if parts.isEmpty { parts.append("view") }
            var identity = Substring(item.identity)
            if identity.hasPrefix("0x") { identity = identity.suffix(4) }
            parts.append(identifierText(String(identity)))
            var name = parts.joined(separator: "_")
            while name.hasPrefix("_") { name.removeFirst() }
            if let first = name.unicodeScalars.first, first.properties.numericType != nil { name = "v" + name }
            return name.isEmpty ? "view" : name
        }

        /// The letters, digits and underscores of a text (ASCII), others dropped, runs of spaces as `_`.
        static func identifierText(_ text: String) -> String {
            var result = ""
            var pendingSeparator = false
            for scalar in text.unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || (scalar.value >= 0x30 && scalar.value <= 0x39) {
                    if pendingSeparator && !result.isEmpty { result += "_" }
                    pendingSeparator = false
                    result.unicodeScalars.append(scalar)
                } else if scalar == "_" && !result.isEmpty {
                    result += "_"
                } else if !result.isEmpty {
                    pendingSeparator = true
                }
            }
            return result
        }

        /// `view NAME` for every item, with its description as a comment.
        func declarations() -> [Line] {
            items.map { item in
                let name = names[item.identity] ?? item.identity
                var printed =
                    item.isUnnamedSuperview ? "a superview the log does not name" : item.className + ":" + item.identity
                if !item.isUnnamedSuperview, let title = item.title { printed += "'\(title)'" }
                return Line(text: "view \(name)    # " + Writer.oneLine(printed))
            }
        }

        /// The variables the expressions used and the implicit constraints.
        mutating func implicitLines() -> [Line] {
            var lines: [Line] = []
            if !baselineVars.isEmpty {
                lines.append(Line(text: "# How far a baseline lies from its view's edge: the log does not say."))
                lines.append(Line(text: "var " + baselineVars.joined(separator: ", ")))
            }
            if !contentVars.isEmpty {
                lines.append(Line(text: "# Scroll views' content sizes (UIScrollView.contentSize)."))
                lines.append(Line(text: "var " + contentVars.joined(separator: ", ")))
            }
            // A view's width and height the engine itself keeps at 0 or more (LayoutEngine+SizeBounds).
            if !contentVars.isEmpty {
                lines.append(Line(text: "# UIKit keeps a scroll view's content size at 0 or more."))
            }
            for variable in contentVars {
                let label = variable + "_min"
                implicit[label] = "\(variable) >= 0"
                lines.append(Line(text: "\(label): \(variable) >= 0"))
            }
            return lines
        }

        /// The constraint's label: its identifier (or `c`) and its address's last four digits.
        mutating func label(for constraint: ConstraintDescription) -> String {
            var base = constraint.identifier.map(Writer.identifierText) ?? ""
            if base.isEmpty || base.count > 40 { base = "c" }
            if let first = base.unicodeScalars.first, first.properties.numericType != nil { base = "c_" + base }
            var address = Substring(constraint.address)
            if address.hasPrefix("0x") { address = address.suffix(4) }
            var label = base + "_" + Writer.identifierText(String(address))
            if usedLabels.contains(label) { label = base + "_" + Writer.identifierText(constraint.address) }
            var candidate = label
            var counter = 2
            while usedLabels.contains(candidate) || usedNames.contains(candidate) {
                candidate = label + "_\(counter)"
                counter += 1
            }
            usedLabels.insert(candidate)
            return candidate
        }

        /// `A.attr == 0.5 * B.attr + 10 @750`.
        mutating func expression(_ equation: ConstraintDescription.Equation) -> String {
            var text = term(equation.first, equation.firstAttribute) + " " + equation.relation.rawValue + " "
            if let second = equation.second {
                let right = term(second.item, second.attribute)
                text += equation.multiplier == 1 ? right : ScriptNumber.text(equation.multiplier) + " * " + right
                if equation.constant != 0 {
                    text += (equation.constant < 0 ? " - " : " + ") + ScriptNumber.text(abs(equation.constant))
                }
            } else {
                text += ScriptNumber.text(equation.constant)
            }
            if equation.priority != 1000 { text += " @" + ScriptNumber.text(equation.priority) }
            return text
        }

        /// An attribute of an item in script terms.
        private mutating func term(_ item: LogItem, _ attribute: LogAttribute) -> String {
            let name = names[item.identity] ?? item.identity
            switch attribute {
            case .lastBaseline:
                let variable = name + "_lastBaselineFromBottom"
                if !baselineVars.contains(variable) { baselineVars.append(variable) }
                return "(\(name).bottom - \(variable))"
            case .firstBaseline:
                let variable = name + "_firstBaselineFromTop"
                if !baselineVars.contains(variable) { baselineVars.append(variable) }
                return "(\(name).top + \(variable))"
            case .contentWidth, .contentHeight:
                let variable = name + "_" + attribute.rawValue
                if !contentVars.contains(variable) { contentVars.append(variable) }
                return variable
            default:
                return name + "." + attribute.rawValue
            }
        }

        /// The text on one line, for a comment.
        static func oneLine(_ text: String) -> String {
            String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        }
    }
}

/// Numbers as a block's script writes them: to six decimals where that form reads back, in full positional
/// digits otherwise (`ScriptPrinter.number(_:decimals:)`).
enum ScriptNumber {
    static func text(_ value: Double) -> String {
        // A number past a Double's range (only arithmetic on extreme logged numbers gives one) is written as the
        // largest finite number of its sign.
        let finite = value.isFinite ? value : (value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        return ScriptPrinter.number(finite, decimals: 6)
    }
}
