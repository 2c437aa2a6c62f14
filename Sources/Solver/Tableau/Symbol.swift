/// A column of the tableau: a dense integer id.
///
/// Symbols are numbered in the order they are created, and every choice the
/// solver makes between symbols (entering, leaving, subject) breaks ties by the
/// lowest id, so the same calls give the same pivots in every run. When enough
/// of them are abandoned, the rest are renumbered in the same order
/// (`SolverCore+Compaction.swift`), which changes no choice.
struct Symbol: Hashable, Comparable, Sendable {
    var id: Int32

    static let invalid = Symbol(id: 0)

    var isValid: Bool { id != 0 }

    var index: Int { Int(id) }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8, Sendable {
    /// A user's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// An error of an optional constraint: at least zero, and costed in the objective.
    case error
    /// The marker of a required equality: fixed at zero, never enters the basis.
    case dummy

    /// Restricted symbols are at least zero; only external symbols are not.
    var isRestricted: Bool { self != .external }

    /// Single-letter tag for debug dumps.
    var tag: Character {
        switch self {
        case .external: return "v"
        case .slack: return "s"
        case .error: return "e"
        case .dummy: return "d"
        }
    }
}
