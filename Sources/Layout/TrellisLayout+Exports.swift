// The solver types Layout's public API uses (`Priority`, `Variable`,
// `Relation`, the priority names and operators) come with `import TrellisLayout`,
// so one import is enough.
@_exported import TrellisSolver
