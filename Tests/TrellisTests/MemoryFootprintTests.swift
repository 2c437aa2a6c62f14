import Testing
import TrellisLayoutScript

/// What a large layout holds per view: guards on the sizes that dominate it.
struct MemoryFootprintTests {
    /// A parsed script keeps every statement for the whole run, five or so a view
    /// for an imported document; the declarations and expectations (362 and 321
    /// bytes inline) are held indirectly, so a statement takes a constraint's 153
    /// bytes plus its tag, location (32) and text (16): 208 bytes, not 416.
    @Test func statementHoldsLargeFormsIndirectly() {
        #expect(MemoryLayout<Statement>.size <= 208)
    }
}
