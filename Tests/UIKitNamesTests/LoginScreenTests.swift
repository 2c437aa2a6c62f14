import Testing
import TrellisUIKit

/// The UIKit login screen in LoginViewController.swift, compiled unchanged
/// but for its import, laid out in a 390×844 window with a 47-point top and
/// 34-point bottom safe area (an iPhone's portrait insets).
///
/// The sizes come from TrellisUIKit's text estimate (`UIFont`): a character
/// is 0.5 × the point size wide, a line 1.2 × the point size tall.
@MainActor struct LoginScreenTests {
    func laidOut() -> (UIWindow, LoginViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = LoginViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    func expectFrame(_ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(view.frame.isClose(to: expected), "\(view.name): \(view.frame)", sourceLocation: sourceLocation)
    }

    /// - Title: 47 + 2 × 8 = 63 from the top, 20 in from each side (350 wide);
    ///   "Welcome back" at 34 points is 12 × 17 = 204 wide, one line 40.8 tall.
    /// - Fields: 32 below, at 63 + 40.8 + 32 = 135.8; each field is a 17-point
    ///   line (20.4) + 2 × 7 = 34.4 tall, so the stack is 34.4 + 12 + 34.4 = 80.8.
    /// - Log In: 3 × 8 = 24 below, at 135.8 + 80.8 + 24 = 240.6; 6 × 7.5 = 45
    ///   wide, 18 + 12 = 30 tall, centred: x = 195 − 22.5 = 172.5.
    /// - Forgot password?: 8 below, at 240.6 + 30 + 8 = 278.6; 16 × 7.5 = 120
    ///   wide, x = 195 − 60 = 135.
    @Test func layoutFollowsTheConstraints() {
        let (window, controller) = laidOut()
        expectFrame(controller.view, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectFrame(controller.titleLabel, CGRect(x: 20, y: 63, width: 350, height: 40.8))
        expectFrame(controller.emailField, CGRect(x: 0, y: 0, width: 350, height: 34.4))
        expectFrame(controller.passwordField, CGRect(x: 0, y: 46.4, width: 350, height: 34.4))
        expectFrame(controller.emailField.superview!, CGRect(x: 20, y: 135.8, width: 350, height: 80.8))
        expectFrame(controller.loginButton, CGRect(x: 172.5, y: 240.6, width: 45, height: 30))
        expectFrame(controller.forgotButton, CGRect(x: 135, y: 278.6, width: 120, height: 30))
        #expect(!window.engine.hasBrokenConstraints)
        #expect(!controller.view.subviews.contains { $0.hasAmbiguousLayout })
    }

    /// A longer title wraps (numberOfLines 0): 40 characters at 17 each are
    /// 680 wide, two lines of 350, so 81.6 tall, and the fields move down by 40.8.
    @Test func titleWraps() {
        let (_, controller) = laidOut()
        controller.titleLabel.text = String(repeating: "W", count: 40)
        expectFrame(controller.titleLabel, CGRect(x: 20, y: 63, width: 350, height: 81.6))
        expectFrame(controller.emailField.superview!, CGRect(x: 20, y: 176.6, width: 350, height: 80.8))
    }

    @Test func actionsRun() {
        let (_, controller) = laidOut()
        controller.loginButton.sendActions(for: .touchUpInside)
        controller.loginButton.sendActions(for: .valueChanged)
        #expect(controller.loginCount == 1)
    }

    /// The names a UIKit developer writes are Trellis's types.
    @Test func namesAreTheSameTypes() {
        let priority: UILayoutPriority = .defaultHigh - 1
        #expect(priority == Priority(749))
        let axis: NSLayoutConstraint.Axis = .vertical
        #expect(axis == LayoutAxis.vertical)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let view = UIView()
        #expect(view.engine === LayoutEngine.shared)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        view.translatesAutoresizingMaskIntoConstraints = true
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }
}
