import Testing

@testable import TrellisLayout

/// A parameter's spelled-out name is the case's own name, as the language
/// prints it: variable names (`v.insetLeft`) read as they did.
@Suite struct LayoutParameterTests {
    @Test func namesAreTheCaseNames() {
        for parameter in LayoutParameter.allCases {
            #expect(parameter.name == String(describing: parameter))
        }
    }
}
