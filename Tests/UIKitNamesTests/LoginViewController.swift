// A login screen as UIKit code writes it. Only the import differs from the
// UIKit original (`import UIKit`): the rest must compile unchanged against
// TrellisUIKit, which LoginScreenTests checks by building it.
import TrellisUIKit

final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let forgotButton = UIButton(type: .system)
    private(set) var loginCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log In", for: .normal)
        loginButton.addAction(UIAction { [weak self] _ in self?.loginCount += 1 }, for: .touchUpInside)
        forgotButton.setTitle("Forgot password?", for: .normal)

        let fields = UIStackView(arrangedSubviews: [emailField, passwordField])
        fields.axis = .vertical
        fields.spacing = 12

        for subview in [titleLabel, fields, loginButton, forgotButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        let bottom = forgotButton.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor, constant: -20)
        bottom.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: safeArea.topAnchor, multiplier: 2),
            titleLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            fields.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
            fields.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            fields.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            loginButton.topAnchor.constraint(equalToSystemSpacingBelow: fields.bottomAnchor, multiplier: 3),
            loginButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            forgotButton.topAnchor.constraint(equalTo: loginButton.bottomAnchor, constant: 8),
            forgotButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bottom,
        ])
        titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
        emailField.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    }
}
