// Habit: a factory with generic `make<T: UIViewController>() -> T { T() }` helpers, used by
// a coordinator to build screens by type (`let screen: LoginViewController = factory.make()`).
// Nothing is actor-annotated.
// swift6: isolation-warnings
// known-gap: with a metatype value must use a 'required' initializer
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol ViewControllerMaking {
    func make<T: UIViewController>() -> T
}

struct ScreenFactory: ViewControllerMaking {
    func make<T: UIViewController>() -> T {
        T()
    }

    func make<T: UIViewController>(_ type: T.Type, title: String) -> T {
        let controller = type.init()
        controller.title = title
        return controller
    }
}

final class LoginViewController: UIViewController {
    var onForgotPassword: (() -> Void)?
}

final class ResetPasswordViewController: UIViewController {}

final class AuthCoordinator {
    let navigationController: UINavigationController
    private let factory: ViewControllerMaking

    init(navigationController: UINavigationController, factory: ViewControllerMaking = ScreenFactory()) {
        self.navigationController = navigationController
        self.factory = factory
    }

    func start() {
        let login: LoginViewController = factory.make()
        login.onForgotPassword = { [weak self] in self?.showReset() }
        navigationController.setViewControllers([login], animated: false)
    }

    private func showReset() {
        let reset = ScreenFactory().make(ResetPasswordViewController.self, title: "Reset password")
        navigationController.pushViewController(reset, animated: true)
    }
}
