extension LinePrinter {
    /// View properties, each keyword followed by its values.
    mutating func properties(_ properties: [ViewProperty]) -> [ViewProperty] {
        properties.map { property($0) }
    }

    private mutating func property(_ property: ViewProperty) -> ViewProperty {
        token(property.keyword)
        switch property {
        case .frame(let x, let y, let width, let height):
            return .frame(x: number(x), y: number(y), width: number(width), height: number(height))
        case .intrinsic(let width, let height):
            let width = optionalNumber(width)
            return .intrinsic(width: width, height: optionalNumber(height))
        case .hugging(let horizontal, let vertical):
            return .hugging(horizontal: number(horizontal), vertical: number(vertical))
        case .compressionResistance(let horizontal, let vertical):
            return .compressionResistance(horizontal: number(horizontal), vertical: number(vertical))
        case .alignmentInsets(let top, let left, let bottom, let right):
            return .alignmentInsets(top: number(top), left: number(left), bottom: number(bottom), right: number(right))
        case .baseline(let offset): return .baseline(optionalNumber(offset))
        case .firstBaseline(let offset): return .firstBaseline(optionalNumber(offset))
        case .margins(let top, let left, let bottom, let right):
            return .margins(top: number(top), left: number(left), bottom: number(bottom), right: number(right))
        case .hidden(let hidden):
            yesNo(hidden)
            return property
        case .wraps(let content): return .wraps(wrapping(content))
        case .safeArea(let top, let left, let bottom, let right):
            return .safeArea(top: number(top), left: number(left), bottom: number(bottom), right: number(right))
        }
    }

    private mutating func wrapping(_ content: WrappingContent?) -> WrappingContent? {
        switch content {
        case nil:
            token("none")
            return nil
        case .text(let characters, let characterWidth, let lineHeight):
            token("text")
            return .text(
                characters: number(characters), characterWidth: number(characterWidth), lineHeight: number(lineHeight))
        case .steps(let steps):
            token("steps")
            return .steps(
                steps.map { step in
                    let width = number(step.width)
                    return WrappingContent.Step(width: width, height: number(step.height))
                })
        }
    }
}
