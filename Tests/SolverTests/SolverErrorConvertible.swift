import TrellisSolver

/// A solver call's error, converted the way a client that keeps one error
/// type converts it (`SolverError(error)`).
protocol SolverErrorConvertible: Error {
    var solverError: SolverError { get }
}

extension AddConstraintError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }
extension RemoveConstraintError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }
extension ChangeConstantError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }
extension ChangePriorityError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }
extension AddEditVariableError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }
extension RemoveEditVariableError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }
extension SuggestValueError: SolverErrorConvertible { var solverError: SolverError { SolverError(self) } }

/// Runs solver calls of any kind, each call's error thrown as a `SolverError`.
func convertingToSolverError<Failure: SolverErrorConvertible>(
    _ body: () throws(Failure) -> Void
) throws(SolverError) {
    do { try body() } catch { throw error.solverError }
}
