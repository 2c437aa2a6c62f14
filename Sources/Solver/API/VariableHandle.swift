/// A variable's place in one solver, for reading its value without a look-up.
///
/// `Solver.value(of:)` finds the variable in the solver's table of variables
/// on every read. A handle remembers where the variable's entry is, so
/// `Solver.value(at:)` goes straight to it — what a layout pass that reads
/// every frame after each resize wants (kiwi reads a field of the variable).
/// An entry stays where it is until the solver forgets some variable (a
/// removal, a compaction, a rollback, `reset()`); the read then finds the
/// variable again and updates the handle, so a handle is never wrong, only
/// slower once.
///
/// ```swift
/// var handles = variables.map { solver.handle(for: $0) }
/// for index in handles.indices { print(solver.value(at: &handles[index])) }
/// ```
///
/// A handle is meaningful in the solver that made it, while its variable
/// exists: it does not keep the variable alive.
public struct VariableHandle: Hashable, Sendable {
    /// The variable's identity.
    let key: ObjectIdentifier
    /// Where the variable's entry was in the solver's table of roles when the
    /// handle was made or last read; -1 when the solver did not know it.
    var position: Int32

    init(key: ObjectIdentifier, position: Int?) {
        self.key = key
        self.position = position.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }
}

extension Solver {
    /// A handle for reading the variable's value with `value(at:)`.
    ///
    /// - Complexity: One look-up in the table of variables.
    public func handle(for variable: Variable) -> VariableHandle {
        let key = ObjectIdentifier(variable)
        return VariableHandle(key: key, position: core.variableRoles.position(of: key))
    }

    /// The value of the handle's variable in the current solution: the same as
    /// `value(of:)`.
    ///
    /// - Parameter handle: A handle from this solver's `handle(for:)`; updated
    ///   when the variable's entry moved since it was made.
    /// - Complexity: O(1) while the entry has not moved; one look-up otherwise.
    public func value(at handle: inout VariableHandle) -> Double {
        core.value(at: &handle)
    }

    /// The values of many handles' variables, in order: the same as one
    /// `value(at:)` each, without the cost of a call per value.
    ///
    /// - Parameters:
    ///   - handles: Handles from this solver's `handle(for:)`; each is updated
    ///     when its variable's entry moved.
    ///   - values: Replaced by the values (its capacity is kept, so a buffer
    ///     reused from one layout pass to the next allocates nothing).
    /// - Complexity: O(`handles.count`) while no entry has moved.
    public func readValues(at handles: inout [VariableHandle], into values: inout [Double]) {
        core.readValues(at: &handles, into: &values)
    }
}

extension SolverCore {
    /// The value of a handle's variable (see `Solver.value(at:)`).
    @inline(__always)
    mutating func value(at handle: inout VariableHandle) -> Double {
        if tableau.hasTouchedValues || !pendingDefinitions.isEmpty { propagateValues() }
        return settledValue(at: &handle)
    }

    /// The values of many handles' variables (see `Solver.readValues(at:into:)`).
    mutating func readValues(at handles: inout [VariableHandle], into values: inout [Double]) {
        if tableau.hasTouchedValues || !pendingDefinitions.isEmpty { propagateValues() }
        let count = handles.count
        if values.count != count {
            values.removeAll(keepingCapacity: true)
            values.append(contentsOf: repeatElement(0, count: count))
        }
        // Read through local copies (no copy is made: nothing writes them),
        // so that the loop holds its arrays in registers.
        let roles = variableRoles, rows = tableau.rows, definitionValues = self.definitionValues
        handles.withUnsafeMutableBufferPointer { handles in
            values.withUnsafeMutableBufferPointer { values in
                for index in 0..<count {
                    values[index] = Self.value(
                        at: &handles[index], roles: roles, rows: rows, definitionValues: definitionValues)
                }
            }
        }
    }

    /// A handle's value once the defined values are up to date.
    @inline(__always)
    private func settledValue(at handle: inout VariableHandle) -> Double {
        Self.value(at: &handle, roles: variableRoles, rows: tableau.rows, definitionValues: definitionValues)
    }

    @inline(__always)
    private static func value(
        at handle: inout VariableHandle, roles: IdentityTable<VariableRole>, rows: [Row?],
        definitionValues: [Double]
    ) -> Double {
        if !roles.holds(handle.key, atPosition: Int(handle.position)) {
            handle = VariableHandle(key: handle.key, position: roles.position(of: handle.key))
            if handle.position < 0 { return 0 }
        }
        switch roles.value(atPosition: Int(handle.position)) {
        case .symbol(let symbol): return rows[symbol.index]?.constant ?? 0
        case .defined(let index): return definitionValues[Int(index)]
        }
    }
}
