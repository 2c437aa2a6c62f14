import Testing

@Test func solverBuilds() { #expect(Bool(true)) }
