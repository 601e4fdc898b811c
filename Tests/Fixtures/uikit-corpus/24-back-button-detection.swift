// Habit: the "main coordinator" that subclasses `NSObject` to be the navigation controller's
// delegate and finds out the back button was used in `navigationController(_:didShow:animated:)`
// by asking the transition coordinator for the `.from` controller and checking it left the
// stack, then drops the matching child. The `Coordinator` protocol is not actor-annotated,
// so in Swift 6 mode the delegate conformance (which makes the class main-actor isolated)
// clashes with it: the requirements are nonisolated.
// swift6: isolation-errors
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class ListViewController: UIViewController {
    weak var coordinator: MainCoordinator?
}

final class CheckoutViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?
}

final class CheckoutCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let checkout = CheckoutViewController()
        checkout.coordinator = self
        navigationController.pushViewController(checkout, animated: true)
    }
}

final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let list = ListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func buy() {
        let child = CheckoutCoordinator(navigationController: navigationController)
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            return
        }
        if navigationController.viewControllers.contains(fromViewController) {
            return
        }
        if let checkout = fromViewController as? CheckoutViewController {
            childDidFinish(checkout.coordinator)
        }
    }
}
