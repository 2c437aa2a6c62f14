import Testing
import TrellisLayoutScript

@testable import TrellisConsoleLog

/// Constraint descriptions as UIKit and AppKit print them, read one by one.
/// Every expected value is read off the description by hand.
@Suite struct DescriptionParserTests {
    /// Reads one description placed at line 3, column 5.
    func read(_ text: String) -> Result<ConstraintDescription, ConsoleLogError> {
        DescriptionParser.parse(
            RawDescription(text: text, tightText: nil, location: SourceLocation(file: "app.log", line: 3, column: 5)))
    }

    func equation(_ text: String) throws -> ConstraintDescription.Equation {
        let description = try read(text).get()
        #expect(description.equations.count == 1)
        return try #require(description.equations.first)
    }

    @Test func relationWithMultiplierConstantAndPriority() throws {
        let text =
            "<NSLayoutConstraint:0x600002b1d0e0 UIImageView:0x7f8'pic'.width == 0.5*UIView:0x7f9.width + 10 @750   (active)>"
        let description = try read(text).get()
        #expect(description.className == "NSLayoutConstraint")
        #expect(description.address == "0x600002b1d0e0")
        let equation = try #require(description.equations.first)
        #expect(equation.first == LogItem(className: "UIImageView", identity: "0x7f8", title: "pic"))
        #expect(equation.firstAttribute == .width)
        #expect(equation.relation == .equal)
        #expect(equation.second?.item == LogItem(className: "UIView", identity: "0x7f9"))
        #expect(equation.second?.attribute == .width)
        #expect(equation.multiplier == 0.5)
        #expect(equation.constant == 10)
        #expect(equation.priority == 750)
    }

    @Test func spacedMinusSignAndConstantOnly() throws {
        let equation = try equation(
            "<NSLayoutConstraint:0x600001a2c4b0 UIView:0x7f22e1d05c10.width == - 16   (active)>")
        #expect(equation.second == nil)
        #expect(equation.constant == -16)
    }

    @Test func snapKitSubtractsItsConstant() throws {
        let text =
            "<SnapKit.LayoutConstraint:0x600000d31a40@PaymentView.swift#48 UIButton:0x7f40aa2c1e10.bottom == Wallet.FadeView:0x7f40aa2c1b90.bottom - 24.0>"
        let description = try read(text).get()
        #expect(description.address == "0x600000d31a40")
        let equation = try #require(description.equations.first)
        #expect(equation.second?.item.className == "Wallet.FadeView")
        #expect(equation.constant == -24)
    }

    @Test func masonryKeysStandForAddresses() throws {
        // Masonry prints a constraint's and a view's `mas_key` where the address would be.
        let description = try read("<MASLayoutConstraint:avatarTop UIImageView:avatar.top == UIView:card.top + 12>")
            .get()
        #expect(description.address == "avatarTop")
        let equation = try #require(description.equations.first)
        #expect(equation.first == LogItem(className: "UIImageView", identity: "avatar"))
        #expect(equation.second?.item.identity == "card")
        #expect(equation.constant == 12)
    }

    @Test func visualFormatToTheNamedSuperview() throws {
        // H:|-(16)-[label] is label.leading == superview.leading + 16.
        let equation = try equation(
            "<NSLayoutConstraint:0x7f55d0c3a120 H:|-(16)-[UILabel:0x7f55d0c41b30'Minutes']   (Names: '|':UIView:0x7f55d0c39f00 )>"
        )
        #expect(equation.first.identity == "0x7f55d0c41b30")
        #expect(equation.first.title == "Minutes")
        #expect(equation.firstAttribute == .leading)
        #expect(equation.second?.item == LogItem(className: "UIView", identity: "0x7f55d0c39f00"))
        #expect(equation.second?.attribute == .leading)
        #expect(equation.constant == 16)
    }

    @Test func visualFormatTrailingInequalityWithPriority() throws {
        // [a]-(>=8@750)-| is superview.bottom >= a.bottom + 8 at 750.
        let equation = try equation(
            "<NSLayoutConstraint:0x1 V:[UIView:0xa]-(>=8@750)-|   (active, names: '|':UIView:0xb )>")
        #expect(equation.first.identity == "0xb")
        #expect(equation.firstAttribute == .bottom)
        #expect(equation.relation == .greaterThanOrEqual)
        #expect(equation.second?.item.identity == "0xa")
        #expect(equation.second?.attribute == .bottom)
        #expect(equation.constant == 8)
        #expect(equation.priority == 750)
    }

    @Test func visualFormatSizeAndSpaceBetweenSiblings() throws {
        let size = try equation("<NSLayoutConstraint:0x7f11c0a54cc0 V:[UIView:0x7f11c0a50f70(200)]>")
        #expect(size.firstAttribute == .height)
        #expect(size.second == nil)
        #expect(size.constant == 200)
        // [label]-(NSSpace(8))-[button] is button.leading == label.trailing + 8.
        let space = try equation(
            "<NSLayoutConstraint:0x7f3b21ab0ff0 H:[UILabel:0x7f3b21aacfa0' ']-(NSSpace(8))-[UIButton:0x7f3b21ab1800'See All']>"
        )
        #expect(space.first.identity == "0x7f3b21ab1800")
        #expect(space.firstAttribute == .leading)
        #expect(space.second?.item.title == " ")
        #expect(space.second?.attribute == .trailing)
        #expect(space.constant == 8)
    }

    @Test func leftToRightVisualFormat() throws {
        let equation = try equation(
            "<NSLayoutConstraint:0x1 H:|-(20)-(LTR)-[NSButton:0x2'OK']   (Names: '|':NSView:0x3 )>")
        #expect(equation.firstAttribute == .left)
        #expect(equation.second?.attribute == .left)
        #expect(equation.constant == 20)
    }

    @Test func autoresizingMaskConstraint() throws {
        let equation = try equation(
            "<NSAutoresizingMaskLayoutConstraint:0x301c4e2d0 h=--& v=--& _UIToolbarContentView:0x1143a7c00.minX == 0   (active)>"
        )
        #expect(equation.first.className == "_UIToolbarContentView")
        #expect(equation.firstAttribute == .left)
        #expect(equation.constant == 0)
    }

    @Test func identifierAndEncapsulatedWidth() throws {
        let description = try read(
            "<NSLayoutConstraint:0x282c10a40 'UIView-Encapsulated-Layout-Width' _UITableViewHeaderFooterContentView:0x1029d4e80.width == 0   (active)>"
        ).get()
        #expect(description.identifier == "UIView-Encapsulated-Layout-Width")
        #expect(description.equations.first?.firstAttribute == .width)
    }

    @Test func nameFromTheNamesList() throws {
        let equation = try equation(
            "<NSLayoutConstraint:0x600003e41c80 SearchBar.shieldIcon.width == 40   (active, names: SearchBar.shieldIcon:0x105a81d40 )>"
        )
        #expect(equation.first.identity == "0x105a81d40")
        #expect(equation.constant == 40)
    }

    @Test func titleHoldingPunctuation() throws {
        let equation = try equation(
            "<NSLayoutConstraint:0x1 UILabel:0x2'a > b == c.d'.width == UILabel:0x3'Don't'.width>")
        #expect(equation.first.title == "a > b == c.d")
        #expect(equation.second?.item.title == "Don't")
    }

    @Test func safeAreaGuide() throws {
        let equation = try equation(
            "<NSLayoutConstraint:0x1 UILayoutGuide:0x2'UIViewSafeAreaLayoutGuide'.bottom == UIView:0x3.bottom - 34   (active)>"
        )
        #expect(equation.first.isGuide)
        #expect(equation.first.title == "UIViewSafeAreaLayoutGuide")
        #expect(equation.constant == -34)
    }

    @Test func contentSizeConstraintIsHuggingAndResistance() throws {
        let description = try read(
            "<NSContentSizeLayoutConstraint:0x1 H:[NSButton:0x2'OK'(58)] Hug:250 CompressionResistance:750>"
        ).get()
        #expect(description.equations.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
        #expect(description.equations.map(\.priority) == [250, 750])
    }

    @Test(arguments: [
        ("<NSLayoutConstraint:0x1 UIView:0x2.width ~ 5>", "no relation (==, <= or >=) in 'UIView:0x2.width ~ 5'"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.girth == 5>", "unknown attribute 'girth'"),
        ("<NSLayoutConstraint:0x1 label.width == 5>", "'label' is neither CLASS:ADDRESS nor a name in the names: list"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 5 @2000>", "priority 2000.0 is outside 1…1000"),
        (
            "<NSLayoutConstraint:0x1 H:[UIView:0x2]-(8)-[UIView:0x3]-(8)-|>",
            "'H:[UIView:0x2]-(8)-[UIView:0x3]-(8)-|' holds more than one relation"
        ),
    ])
    func unreadableDescriptionIsLocated(text: String, message: String) {
        #expect(
            read(text) == .failure(ConsoleLogError(at: SourceLocation(file: "app.log", line: 3, column: 5), message)))
    }
}
