extension LinePrinter {
    /// `[LABEL: ]FORMAT [align ATTRIBUTE, ...] [direction D]`: the format as it is held (its `H:` or `V:` prefix
    /// included), the options after it, every `align` attribute in one list.
    mutating func visualFormat(_ format: VisualFormatStatement) -> VisualFormatStatement {
        var printed = format
        if let label = format.label {
            printed.label = name(label)
            suffix(":")
        }
        printed.formatLocation = token(format.format)
        if !format.alignments.isEmpty {
            token("align")
            printed.alignments = []
            for alignment in format.alignments {
                if !printed.alignments.isEmpty { suffix(",") }
                printed.alignments.append(.init(alignment.attribute, at: token(alignment.attribute.rawValue)))
            }
        }
        if let direction = format.direction {
            token("direction")
            token(direction.rawValue)
        }
        return printed
    }
}
