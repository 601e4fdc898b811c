// Habit: a scene-based app whose coordinator creates `UIWindow(windowScene:)` and swaps the
// window's root between the sign-in flow and the main flow (`window.rootViewController = …`
// then `makeKeyAndVisible()`), dropping the finished child coordinator. Not actor-annotated.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

protocol SessionStore {
    var isSignedIn: Bool { get }
}

final class SignInViewController: UIViewController {
    var onSignedIn: (() -> Void)?
}

final class FeedViewController: UIViewController {
    var onSignOut: (() -> Void)?
}

final class SceneCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let session: SessionStore

    init(windowScene: UIWindowScene, session: SessionStore) {
        self.window = UIWindow(windowScene: windowScene)
        self.session = session
    }

    func start() {
        if session.isSignedIn {
            showMainFlow()
        } else {
            showSignIn()
        }
        window.makeKeyAndVisible()
    }

    private func showSignIn() {
        let signIn = SignInViewController()
        signIn.onSignedIn = { [weak self] in self?.showMainFlow() }
        setRoot(UINavigationController(rootViewController: signIn))
    }

    private func showMainFlow() {
        childCoordinators.removeAll()
        let feed = FeedViewController()
        feed.onSignOut = { [weak self] in self?.showSignIn() }
        setRoot(UINavigationController(rootViewController: feed))
    }

    private func setRoot(_ viewController: UIViewController) {
        // Whatever the old root presents must go first: replacing the root does not dismiss it.
        window.rootViewController?.dismiss(animated: false)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
    }
}
