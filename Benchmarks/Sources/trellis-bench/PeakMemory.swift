import Foundation

/// The process's peak resident set, reset before each run of an input
/// family so that each run's peak is its own. On Linux, writing 5 to
/// `/proc/self/clear_refs` sets the peak (`VmHWM`) back to the current
/// resident set (`VmRSS`); elsewhere there is no reading (nil).
enum PeakMemory {
    /// Resets the peak to the current resident set and returns that, in bytes.
    static func resetPeak() -> Int? {
        #if os(Linux)
            guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
            handle.write(Data("5".utf8))
            try? handle.close()
            return field("VmRSS:")
        #else
            return nil
        #endif
    }

    /// The peak resident set since the last reset, in bytes.
    static func peak() -> Int? {
        #if os(Linux)
            return field("VmHWM:")
        #else
            return nil
        #endif
    }

    /// A `NAME:  N kB` line of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
            let kilobytes = Int(
                line.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
        else { return nil }
        return kilobytes * 1024
    }
}
