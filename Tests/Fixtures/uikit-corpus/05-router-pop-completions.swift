// Habit: a `Router` that wraps a navigation controller, becomes its delegate, keeps a
// completion per pushed controller (keyed by the controller) and runs it from
// `navigationController(_:didShow:animated:)` when the controller the transition came from
// (`transitionCoordinator?.viewController(forKey: .from)`) is no longer on the stack — so
// the back button and the swipe both end the module. Conforming to
// `UINavigationControllerDelegate` makes the router main-actor isolated in both modes; in
// Swift 6 mode the app's nonisolated `Presentable` protocol adopted by `UIViewController`
// is an error (the conformance crosses into main-actor code).
// swift6: isolation-errors
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Presentable {
    func toPresent() -> UIViewController
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController { self }
}

final class Router: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    private var completions: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    var rootViewController: UIViewController? {
        navigationController.viewControllers.first
    }

    func present(_ module: Presentable, animated: Bool = true) {
        navigationController.present(module.toPresent(), animated: animated, completion: nil)
    }

    func dismissModule(animated: Bool = true, completion: (() -> Void)? = nil) {
        navigationController.dismiss(animated: animated, completion: completion)
    }

    func push(_ module: Presentable, animated: Bool = true, onPop: (() -> Void)? = nil) {
        let controller = module.toPresent()
        guard !(controller is UINavigationController) else {
            assertionFailure("Pushing a navigation controller is not supported")
            return
        }
        if let onPop {
            completions[controller] = onPop
        }
        navigationController.pushViewController(controller, animated: animated)
    }

    func popModule(animated: Bool = true) {
        if let controller = navigationController.popViewController(animated: animated) {
            runCompletion(for: controller)
        }
    }

    func setRootModule(_ module: Presentable, hideBar: Bool = false) {
        completions.forEach { $0.value() }
        completions.removeAll()
        navigationController.setViewControllers([module.toPresent()], animated: false)
        navigationController.isNavigationBarHidden = hideBar
    }

    func popToRootModule(animated: Bool) {
        if let popped = navigationController.popToRootViewController(animated: animated) {
            popped.forEach(runCompletion(for:))
        }
    }

    private func runCompletion(for controller: UIViewController) {
        guard let completion = completions.removeValue(forKey: controller) else { return }
        completion()
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from)
        else { return }
        runCompletion(for: from)
    }
}
