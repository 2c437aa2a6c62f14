import Testing

@Test func layoutBuilds() { #expect(Bool(true)) }
