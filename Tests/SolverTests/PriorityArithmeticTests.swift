import Testing
import TrellisSolver

/// Priority arithmetic as UILayoutPriority has it (`.defaultHigh - 1` is 749),
/// and AppKit's window-level names (NSLayoutConstraint.Priority's documented raw values).
@Suite struct PriorityArithmeticTests {
    @Test func addingAndSubtracting() {
        // 750 - 1 = 749; 250 + 1 = 251; 1000 - 1 = 999.
        #expect((Priority.defaultHigh - 1).rawValue == 749)
        #expect((Priority.defaultLow + 1).rawValue == 251)
        #expect(Priority.required - 1 == Priority(999))
        var priority = Priority.low
        priority += 10
        priority -= 0.5
        #expect(priority.rawValue == 259.5)  // 250 + 10 - 0.5
    }

    @Test func resultsAreNotClamped() {
        // 1000 + 1 = 1001, outside 1...1000: invalid, as UIKit leaves it to the setter.
        #expect(!(Priority.required + 1).isValid)
        #expect(!(Priority.lowest - 1).isValid)
    }

    @Test(arguments: [
        (Priority.dragThatCanResizeWindow, Float(510)), (.windowSizeStayPut, 500), (.dragThatCannotResizeWindow, 490),
    ])
    func appKitWindowLevels(priority: Priority, value: Float) {
        #expect(priority.rawValue == value)
    }
}
