/// A stable hash of a finding, for the CI formats that track findings from run to run.
///
/// 64-bit FNV-1a (Fowler, Noll & Vo) over the UTF-8 of the rule, the file,
/// the message and how many identical findings came before it in the same
/// file, written as 16 hexadecimal digits. The line number is left out, so a
/// finding keeps its fingerprint when lines above it move; two identical
/// findings in one file still differ by their occurrence. The same input
/// gives the same fingerprint on every run and platform (Swift's `Hasher` is
/// seeded per process, so it is not used).
public enum Fingerprint {
    /// FNV-1a, 64 bits, of some bytes.
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    /// - Returns: The hash.
    public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The fingerprint of each finding, in order.
    ///
    /// - Parameters:
    ///   - findings: The findings.
    /// - Returns: 16 lower-case hexadecimal digits for each.
    public static func fingerprints(of findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let key = [finding.rule.rawValue, finding.location.file, finding.message].joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            let hex = String(fnv1a64(Array((key + "\u{0}\(occurrence)").utf8)), radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }
}
