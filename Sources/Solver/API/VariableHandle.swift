/// A variable's place in one solver, for reading its value without a look-up.
///
/// `Solver.value(of:)` finds the variable in the solver's table of variables
/// on every read. A handle remembers what the variable is to the solver (a
/// tableau symbol or a definition) and the table's version then, so
/// `Solver.value(at:)` goes straight to the value while the table has not
/// changed — what a layout pass that reads every frame after each resize
/// wants (kiwi reads a field of the variable). Resizes, suggestions and
/// constant changes leave the table alone; adding or removing constraints
/// changes it, and the next read finds the variable again (where its entry
/// was, else by a look-up) and updates the handle, so a handle is never
/// wrong, only slower once.
///
/// ```swift
/// var handles = variables.map { solver.handle(for: $0) }
/// for index in handles.indices { print(solver.value(at: &handles[index])) }
/// ```
///
/// A handle belongs to the solver that made it: given to another solver, it
/// is read (and updated) as that solver's handle of the same variable. It
/// does not keep its variable alive; use it while the variable exists.
public struct VariableHandle: Equatable, Sendable {
    /// The variable's identity.
    let key: ObjectIdentifier
    /// The solver whose table `version`, `source` and `position` come from.
    var owner: ObjectIdentifier
    /// The version of the solver's table of roles that `source` and
    /// `position` were read from.
    var version: UInt64
    /// What the variable was to the solver then, in one number that a read
    /// tells apart by its sign (`source(of:)`): a tableau symbol's id
    /// (positive: id 0 is no symbol), a definition's index `d` as `~d`
    /// (negative), or 0 when the solver did not know it.
    var source: Int32
    /// Where the variable's entry was in the table then; -1 when it had none.
    var position: Int32

    init(key: ObjectIdentifier, owner: ObjectIdentifier, in roles: IdentityTable<VariableRole>) {
        self.key = key
        self.owner = owner
        version = roles.version
        let position = roles.position(of: key)
        self.position = position.map { Int32(truncatingIfNeeded: $0) } ?? -1
        source = Self.source(of: position.map { roles.value(atPosition: $0) })
    }

    /// The `source` of a variable that is `role` to the solver.
    static func source(of role: VariableRole?) -> Int32 {
        switch role {
        case .symbol(let symbol)?: symbol.id
        case .defined(let index)?: ~index
        case nil: 0
        }
    }
}

extension Solver {
    /// A handle for reading the variable's value with `value(at:)`.
    ///
    /// - Complexity: One look-up in the table of variables.
    public func handle(for variable: Variable) -> VariableHandle {
        VariableHandle(key: ObjectIdentifier(variable), owner: ObjectIdentifier(self), in: core.variableRoles)
    }

    /// The value of the handle's variable in the current solution: the same as
    /// `value(of:)`.
    ///
    /// - Parameter handle: A handle from this solver's `handle(for:)`; updated
    ///   when the variable's entry moved since it was made.
    /// - Complexity: O(1) while the entry has not moved; one look-up otherwise.
    public func value(at handle: inout VariableHandle) -> Double {
        core.value(at: &handle, owner: ObjectIdentifier(self))
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
        core.readValues(at: &handles, into: &values, owner: ObjectIdentifier(self))
    }
}

extension SolverCore {
    /// The value of a handle's variable (see `Solver.value(at:)`).
    @inline(__always)
    mutating func value(at handle: inout VariableHandle, owner: ObjectIdentifier) -> Double {
        if tableau.hasTouchedValues || definitions.hasOutdated { propagateValues() }
        return Self.value(
            at: &handle, owner: owner, roles: variableRoles, rows: tableau.rows,
            definitionValues: definitions.values)
    }

    /// The values of many handles' variables (see `Solver.readValues(at:into:)`).
    mutating func readValues(
        at handles: inout [VariableHandle], into values: inout [Double], owner: ObjectIdentifier
    ) {
        if tableau.hasTouchedValues || definitions.hasOutdated { propagateValues() }
        let count = handles.count
        if values.count != count {
            values.removeAll(keepingCapacity: true)
            values.append(contentsOf: repeatElement(0, count: count))
        }
        // Read through local copies (no copy is made: nothing writes them),
        // so that the loop holds its arrays in registers.
        let roles = variableRoles, rows = tableau.rows, definitionValues = definitions.values
        handles.withUnsafeMutableBufferPointer { handles in
            values.withUnsafeMutableBufferPointer { values in
                for index in 0..<count {
                    values[index] = Self.value(
                        at: &handles[index], owner: owner, roles: roles, rows: rows,
                        definitionValues: definitionValues)
                }
            }
        }
    }

    /// A handle's value once the defined values are up to date.
    @inline(__always)
    private static func value(
        at handle: inout VariableHandle, owner: ObjectIdentifier, roles: IdentityTable<VariableRole>, rows: BasicRows,
        definitionValues: [Double]
    ) -> Double {
        if handle.version != roles.version || handle.owner != owner { refresh(&handle, owner: owner, in: roles) }
        // One sign test instead of the optional enum's tag decoding.
        let source = Int(handle.source)
        if source > 0 { return rows[source]?.constant ?? 0 }
        if source < 0 { return definitionValues[~source] }
        return 0
    }

    /// Reads a handle's role again after the table changed: where its entry
    /// was if it is still there, else by a look-up (always in another solver).
    @inline(never)
    private static func refresh(
        _ handle: inout VariableHandle, owner: ObjectIdentifier, in roles: IdentityTable<VariableRole>
    ) {
        let position = Int(handle.position)
        if handle.owner == owner && roles.holds(handle.key, atPosition: position) {
            handle.source = VariableHandle.source(of: roles.value(atPosition: position))
            handle.version = roles.version
        } else {
            handle = VariableHandle(key: handle.key, owner: owner, in: roles)
        }
    }
}
