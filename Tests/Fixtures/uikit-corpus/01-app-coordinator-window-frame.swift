// Habit: an app coordinator owned by the app delegate that builds its own window with
// `UIWindow(frame:)`, installs a navigation controller as the root and makes it key. The
// coordinator is a plain class with no actor annotation, as most Swift 5 apps write it.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

final class HomeViewController: UIViewController {
    var onOpenSettings: (() -> Void)?
}

final class SettingsViewController: UIViewController {}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    private let window: UIWindow

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.title = "Home"
        home.onOpenSettings = { [weak self] in self?.showSettings() }
        navigationController.setViewControllers([home], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showSettings() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }
}

/// What `application(_:didFinishLaunchingWithOptions:)` does in an app without scenes.
final class AppLauncher {
    private var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func launch(screenBounds: CGRect) -> Bool {
        let window = UIWindow(frame: screenBounds)
        let coordinator = AppCoordinator(window: window, navigationController: UINavigationController())
        coordinator.start()
        self.window = window
        appCoordinator = coordinator
        return true
    }
}
