@MainActor
final class SignInFlow {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let login = LoginViewController()
        login.onLogin = { [weak self] _ in self?.showHome() }
        navigationController.setViewControllers([login], animated: false)
    }

    private func showHome() {
        navigationController.pushViewController(HomeViewController(), animated: true)
    }
}

@MainActor
final class OnboardingFlow {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onContinue = { [weak self] in self?.showLogin() }
        navigationController.setViewControllers([welcome], animated: false)
    }

    private func showLogin() {
        let login = LoginViewController()
        login.onLogin = { [weak self] _ in self?.showTour() }
        navigationController.pushViewController(login, animated: true)
    }

    private func showTour() {
        navigationController.pushViewController(TourViewController(), animated: true)
    }
}
