final class LoginViewController: UIViewController {
    /// Installed by whoever runs the flow. The screen never learns who that is.
    var onLogin: ((String) -> Void)?
    var onForgotPassword: (() -> Void)?

    /// The password was accepted for this user name.
    func logInTapped(as userName: String) { onLogin?(userName) }
    func forgotPasswordTapped() { onForgotPassword?() }
}
