import TrellisInterfaceBuilder
/// A corpus manifest: a tab-separated table with a header row, one document a row.
///
/// The `file` column names the document's file in the corpus folder and the
/// `set` column says which set it belongs to: `fit` (the documents rules may
/// be worked out on) or `held-out` (measured blind, their misses never read).
/// Other columns (repository, commit, path, strata) are for people.
public struct CorpusManifest: Sendable, Equatable {
    /// The set a document belongs to.
    public enum DocumentSet: String, Sendable, CaseIterable {
        /// Documents rules may be worked out on.
        case fit
        /// Documents measured blind.
        case heldOut = "held-out"
    }

    /// Each listed file's set.
    public var sets: [String: DocumentSet]

    /// Reads a manifest.
    ///
    /// - Parameters:
    ///   - text: The table.
    /// - Returns: nil when the header has no `file` or no `set` column, or a row names an unknown set.
    public init?(tsv text: String) {
        let rows = text.split(whereSeparator: \.isNewline).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        guard let header = rows.first, let fileColumn = header.firstIndex(of: "file"),
            let setColumn = header.firstIndex(of: "set")
        else { return nil }
        sets = [:]
        for row in rows.dropFirst() where row.count > max(fileColumn, setColumn) {
            guard let set = DocumentSet(rawValue: String(row[setColumn])) else { return nil }
            sets[String(row[fileColumn])] = set
        }
    }
}
