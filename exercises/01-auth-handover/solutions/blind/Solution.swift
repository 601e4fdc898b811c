import NavigationSimulator

// MARK: Given: the coordinator contract and the home screen (keep these as they are)

@MainActor
protocol Coordinator: AnyObject {
    /// The flows this coordinator started that are still running; holding them is what keeps
    /// them alive.
    var childCoordinators: [any Coordinator] { get set }

    /// Builds the flow's first screen and shows it. Initializers show nothing.
    func start()
}

extension Coordinator {
    /// Keeps `child` alive until `removeChild`.
    func addChild(_ child: any Coordinator) {
        childCoordinators.append(child)
    }

    /// Lets go of `child`; without another owner it is deallocated.
    func removeChild(_ child: any Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

/// The first screen after a login: it greets the person by name.
final class HomeScreen: UIViewController {
    let userName: String

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    required init?(coder: NSCoder) { nil }
}

// MARK: Yours to change: the login screen, the auth flow and the app's root

/// The login form. It only reports what happened; whoever runs the flow decides what follows.
final class LoginScreen: UIViewController {
    /// Installed by whoever runs the flow, called with the user name.
    var onLogin: ((String) -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Login"
    }

    required init?(coder: NSCoder) { nil }

    /// The Log in button's action, once the password has been accepted.
    func logInTapped(as userName: String) {
        onLogin?(userName)
    }
}

/// The login flow: shows the login screen and reports the user name when the person is in.
@MainActor
final class AuthCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    /// Called once, with the user name, when the person has logged in.
    var onFinish: ((String) -> Void)?

    private let navigationController: UINavigationController
    /// Set by the first login; later taps on Log in are ignored.
    private var hasFinished = false

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let login = LoginScreen()
        login.onLogin = { [weak self] userName in self?.loggedIn(as: userName) }
        navigationController.setViewControllers([login], animated: false)
    }

    private func loggedIn(as userName: String) {
        guard !hasFinished else { return }
        hasFinished = true
        onFinish?(userName)
    }
}

/// The root of the app: runs the auth flow, then shows Home.
@MainActor
final class AppCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []

    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let auth = AuthCoordinator(navigationController: navigationController)
        auth.onFinish = { [weak self, weak auth] userName in
            guard let self, let auth else { return }
            self.removeChild(auth)
            self.showHome(for: userName)
        }
        addChild(auth)
        auth.start()
    }

    private func showHome(for userName: String) {
        navigationController.setViewControllers([HomeScreen(userName: userName)], animated: true)
    }
}
