import Foundation

/// The C library's allocator, between samples of the row's builds.
///
/// glibc hands freed memory back to the kernel only once the free space at
/// the top of its heap passes a threshold that it raises as it goes (to twice
/// the largest block it has handed back): the memory of a 1,000-view solver
/// (about 3 MB) stays in the process from one build to the next, that of a
/// 10,000-view solver (about 28 MB) goes back to the kernel and is faulted in
/// again, page by page, by the next build. Timed as the allocator leaves
/// them, the two sizes are not timed alike — the small one on warm memory,
/// the large one on cold — and their ratio measures glibc's threshold as much
/// as the solver. `returnFreeMemory()` before each timed build puts both in
/// the same state: every build faults in its own pages.
enum Heap {
    /// What the samples timed with the heap as the allocator left it are kept under: `row.build.10000.asLeft`.
    static let asLeftSuffix = ".asLeft"

    /// Returns the allocator's free memory to the kernel (glibc's
    /// `malloc_trim(0)`); false, doing nothing, where there is no such call.
    @discardableResult
    static func returnFreeMemory() -> Bool {
        #if os(Linux)
            typealias Trim = @convention(c) (Int) -> Int32
            // RTLD_DEFAULT is the null handle on glibc: search the whole process.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return false }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
            return true
        #else
            return false
        #endif
    }
}
