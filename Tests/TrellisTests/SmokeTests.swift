import Testing

@Test func trellisBuilds() { #expect(Bool(true)) }
