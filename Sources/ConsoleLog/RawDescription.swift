import TrellisLayoutScript

/// A constraint's description as a log prints it, cut out of the log, not yet read.
struct RawDescription: Sendable, Equatable {
    /// The text from `<` to `>`, lines joined by a space where the log broke it.
    var text: String
    /// The same text joined without spaces where a break may have cut a word
    /// (a console or web page wrapping a long line); nil when no break did.
    var tightText: String?
    /// Where its `<` is.
    var location: SourceLocation
}

/// One "Unable to simultaneously satisfy constraints" block, cut out of the log, not yet read.
struct RawBlock: Sendable, Equatable {
    /// Where the block's first line starts.
    var location: SourceLocation
    /// The listed descriptions, in order.
    var descriptions: [RawDescription]
    /// The description after "Will attempt to recover by breaking constraint".
    var broken: RawDescription?
    /// Why the block cannot be read, when the scanner already knows.
    var error: ConsoleLogError?
}
