import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Interface Builder flags a view as ambiguous when its frame in its superview is open
/// (`AmbiguityRules.measuredInSuperviewFrom`); Xcode 7 and 8 also flag the views of an ambiguous superview.
struct AmbiguityAttributionTests {
    /// The fixtures' arranged views: a at (0, 0) and b at (48, 0), 40 x 40, in a stack whose y nothing holds.
    static let arranged: [(id: String, frame: Rect)] = [
        ("aaa-as-001", Rect(x: 0, y: 0, width: 40, height: 40)),
        ("bbb-as-001", Rect(x: 48, y: 0, width: 40, height: 40)),
    ]

    @Test func aViewPinnedInAnAmbiguousStackIsNotFlagged() throws {
        let (_, scenes) = try Fixture.layOut("ambiguous-stack-xcode16.xib")
        let stack = try Fixture.view("stk-as-001", in: scenes)
        #expect(stack.isAmbiguous)
        #expect(stack.ambiguousComponents == ["y"])
        for (id, frame) in Self.arranged {
            let result = try Fixture.view(id, in: scenes)
            #expect(!result.isAmbiguous, "\(id) is reported ambiguous: \(result.ambiguousComponents)")
            #expect(result.ambiguousComponents.isEmpty)
            #expect(result.frame.isClose(to: frame, tolerance: 0.001), "\(id): \(result.frame)")
        }
    }

    @Test func xcode8FlagsTheStacksViewsToo() throws {
        let (_, scenes) = try Fixture.layOut("ambiguous-stack-xcode8.xib")
        #expect(try Fixture.view("stk-as-001", in: scenes).isAmbiguous)
        for (id, _) in Self.arranged {
            let result = try Fixture.view(id, in: scenes)
            #expect(result.isAmbiguous, "\(id) is not reported ambiguous")
            #expect(result.ambiguousComponents == ["y"])
        }
    }
}
