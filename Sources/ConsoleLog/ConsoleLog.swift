import TrellisLayoutScript

/// Reads the "Unable to simultaneously satisfy constraints" blocks UIKit and AppKit print to the console.
///
/// `ConsoleLog.read(_:file:)` finds every block among other output and reads
/// each constraint description it lists; `BlockExplanation` rebuilds the
/// block as a layout script and explains the conflict.
public enum ConsoleLog {
    /// One block of a log: read, or the located reason it cannot be.
    public struct Entry: Sendable, Equatable {
        /// Where the block starts.
        public var location: SourceLocation
        /// The block, or why it cannot be read.
        public var result: Result<ConflictBlock, ConsoleLogError>
    }

    /// Every block in a log, in order.
    ///
    /// - Parameters:
    ///   - bytes: The log, as UTF-8 (invalid bytes are kept as replacement characters in names).
    ///   - file: The log's name, as the entries' and errors' locations give it.
    /// - Returns: One entry per block; empty when the log has none.
    /// - Complexity: O(n) in the log's length for the scan, plus the blocks' descriptions.
    public static func read(_ bytes: [UInt8], file: String) -> [Entry] {
        let text = LogText(bytes, file: file)
        return BlockScanner(text: text).blocks().map { raw in
            Entry(location: raw.location, result: read(raw))
        }
    }

    /// Reads the descriptions of a block the scanner cut out.
    static func read(_ raw: RawBlock) -> Result<ConflictBlock, ConsoleLogError> {
        if let error = raw.error { return .failure(error) }
        guard let rawBroken = raw.broken else {
            return .failure(ConsoleLogError(at: raw.location, "the block names no broken constraint"))
        }
        var constraints: [ConstraintDescription] = []
        for description in raw.descriptions {
            switch DescriptionParser.parse(description) {
            case .success(let constraint): constraints.append(constraint)
            case .failure(let error): return .failure(error)
            }
        }
        guard !constraints.isEmpty else {
            return .failure(ConsoleLogError(at: raw.location, "the block lists no constraints"))
        }
        let broken: ConstraintDescription
        switch DescriptionParser.parse(rawBroken) {
        case .success(let constraint): broken = constraint
        case .failure(let error): return .failure(error)
        }
        guard constraints.contains(where: { $0.address == broken.address }) else {
            return .failure(
                ConsoleLogError(
                    at: rawBroken.location, "the broken constraint \(broken.address) is not in the block's list"))
        }
        return .success(ConflictBlock(location: raw.location, constraints: constraints, broken: broken))
    }
}
