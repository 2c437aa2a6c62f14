import Testing

@Test func layoutscriptBuilds() { #expect(Bool(true)) }
