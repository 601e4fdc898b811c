// Habit: a branded navigation bar installed with
// `UINavigationController(navigationBarClass:toolbarClass:)`, the root set afterwards with
// `setViewControllers(_:animated:)`, and the bar reached later through `navigationBar`.
// Not actor-annotated.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

final class BrandNavigationBar: UINavigationBar {
    var showsBrandLine = true
}

final class StoreFrontViewController: UIViewController {}
final class CheckoutViewController: UIViewController {}

final class StoreCoordinator {
    let navigationController: UINavigationController

    init() {
        navigationController = UINavigationController(navigationBarClass: BrandNavigationBar.self, toolbarClass: nil)
    }

    func start() {
        navigationController.setViewControllers([StoreFrontViewController()], animated: false)
    }

    func startCheckout() {
        (navigationController.navigationBar as? BrandNavigationBar)?.showsBrandLine = false
        navigationController.pushViewController(CheckoutViewController(), animated: true)
    }
}
