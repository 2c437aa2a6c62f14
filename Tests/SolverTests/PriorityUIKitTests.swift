import Testing
import TrellisSolver

/// UIKit's priority names have UIKit's values (UILayoutPriority's documented
/// raw values), and the shared ones equal Trellis's shorter names.
@Suite struct PriorityUIKitTests {
    @Test(arguments: [
        (Priority.defaultHigh, Float(750)), (.defaultLow, 250), (.fittingSizeLevel, 50),
        (.dragThatCanResizeScene, 510), (.sceneSizeStayPut, 500), (.dragThatCannotResizeScene, 490),
    ])
    func uikitValues(priority: Priority, value: Float) {
        #expect(priority.rawValue == value)
        #expect(priority.isValid && !priority.isRequired)
    }

    @Test func sameLevelsAsShortNames() {
        #expect(Priority.defaultHigh == .high)
        #expect(Priority.defaultLow == .low)
        #expect(Priority.fittingSizeLevel == .fittingSize)
    }

    @Test func sceneLevelsOrder() throws {
        // x == 1 @490, x == 2 @500, x == 3 @510: the 510 level is met first, so x = 3.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .== 1 ~ .dragThatCannotResizeScene)
        try solver.add(x .== 2 ~ .sceneSizeStayPut)
        try solver.add(x .== 3 ~ .dragThatCanResizeScene)
        #expect(solver.value(of: x) == 3)
    }
}
