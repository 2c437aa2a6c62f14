/// How NSStackView's distributions other than gravity areas hold their arranged views.
///
/// AppKit's `NSStackView.Distribution` documentation: with `fill`,
/// `fillEqually` and `fillProportionally` "the effective hugging priority in
/// the stacking axis is `NSLayoutPriorityRequired`" (the end views on the
/// stack's edges and the views `spacing` apart, required), and `fillEqually`
/// keeps the views' sizes equal "as much as possible": at an optional
/// priority. `setHuggingPriority(_:for:)`: the stack's hugging priority is its
/// priority "to minimize its size". The evidence is in
/// `Docs/InterfaceBuilder.md` ("Stack views").
enum StackRules {
    /// The distributions written as constraints like gravity areas, in one group; the others
    /// become Layout's `stack`, whose `fill` already holds its ends and spacing as required.
    static let writtenAsConstraints: Set<String> = ["fillEqually"]

    /// The priority of `fillEqually`'s equal sizes: above the arranged views' default hugging (250),
    /// below their high hugging and compression resistance (750).
    static let fillEquallySizePriority = 749
}
