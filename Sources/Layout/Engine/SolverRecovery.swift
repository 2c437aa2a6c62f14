import TrellisSolver

/// What the engine does when its solver refuses a change.
enum SolverRecovery {
    /// Required constraints conflict: break the member of this minimal set
    /// activated last, and try the change again.
    case breakOne(conflict: [Constraint])
    /// The solver undid the change and the subject cannot hold as it is
    /// (numbers that outgrow a `Double`, or a priority or number the solver
    /// refuses): break the subject.
    case breakSubject
    /// The change is moot (already in, or already out of, the solver).
    case none
}

/// A solver call's error, each case mapped to what the engine does about it
/// (`LayoutEngine.recovering(_:_:)`). The switches are exhaustive: a case a
/// solver call gains must be given its recovery here.
protocol RecoverableSolverError: Error {
    var recovery: SolverRecovery { get }
}

extension AddConstraintError: RecoverableSolverError {
    var recovery: SolverRecovery {
        switch self {
        case .unsatisfiableConstraint(_, let conflict): return .breakOne(conflict: conflict)
        // The engine checks priorities and finiteness before it adds, so
        // these are numbers that outgrew a Double in practice.
        case .numericalOverflow, .invalidPriority, .nonFiniteConstraint: return .breakSubject
        case .duplicateConstraint: return .none
        }
    }
}

extension ChangeConstantError: RecoverableSolverError {
    var recovery: SolverRecovery {
        switch self {
        case .unsatisfiableConstraint(_, let conflict): return .breakOne(conflict: conflict)
        case .numericalOverflow, .nonFiniteValue: return .breakSubject
        case .unknownConstraint: return .none
        }
    }
}

extension ChangePriorityError: RecoverableSolverError {
    var recovery: SolverRecovery {
        switch self {
        case .numericalOverflow, .invalidPriority, .requiredPriorityChange: return .breakSubject
        case .unknownConstraint: return .none
        }
    }
}

extension AddEditVariableError: RecoverableSolverError {
    var recovery: SolverRecovery {
        switch self {
        case .numericalOverflow, .invalidPriority, .requiredEditVariable: return .breakSubject
        case .duplicateEditVariable: return .none
        }
    }
}

extension SuggestValueError: RecoverableSolverError {
    var recovery: SolverRecovery {
        switch self {
        case .numericalOverflow, .nonFiniteValue: return .breakSubject
        case .unknownEditVariable: return .none
        }
    }
}
