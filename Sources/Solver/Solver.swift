// Placeholder until the solver lands.
public enum SolverModule {}
