import TestSupport
import Testing

@testable import TrellisSolver

#if os(Linux)
    /// `Solver.core` is `@exclusivity(unchecked)`: no run-time check brackets
    /// its accesses, which every solver call makes. Dropping the attribute
    /// changes no result, only time; these tests see it instead. The solver
    /// reads its core while a modifying access to it is open
    /// (`pivotCountReadWhileModifying()`: in its own module, where the
    /// attribute applies): unchecked, the read goes through; checked, the run
    /// time stops the program ("Simultaneous accesses"), so the tests do it in
    /// a child process (`returnsInChildProcess`).
    @Suite struct ExclusivityTests {
        /// Calls `body` while the access to `value` is open.
        static func modifying<T>(_ value: inout T, _ body: () -> Void) { body() }

        /// A class whose stored property is checked, as `Solver.core` would be without the attribute.
        final class Checked { var value = 0 }

        @Test func solverCoreAccessesAreNotCheckedAtRunTime() throws {
            let solver = Solver()
            let x = Variable("x")
            try solver.add(x .== 3)
            #expect(returnsInChildProcess { _ = solver.pivotCountReadWhileModifying() })
        }

        /// The control: the same overlap on a checked property stops the
        /// child, so the test above can fail.
        @Test func checkedOverlapStopsTheChild() {
            let checked = Checked()
            Self.modifying(&checked.value) {}
            #expect(trapsInChildProcess { Self.modifying(&checked.value) { _ = checked.value } })
        }
    }
#endif
