// Habit: the older tab-bar coordinator shape: a plain class (no NSObject, no actor
// annotation) that starts one flow coordinator per tab and hands their navigation
// controllers to `setViewControllers(_:animated:)`, then jumps tabs by `selectedIndex` for
// deep links.
// swift6: isolation-warnings
// known-gap: with a metatype value must use a 'required' initializer
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

final class InboxViewController: UIViewController {}
final class ContactsViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class FlowCoordinator<Root: UIViewController>: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    private let title: String

    init(navigationController: UINavigationController, title: String) {
        self.navigationController = navigationController
        self.title = title
    }

    func start() {
        let root = Root()
        root.title = title
        navigationController.title = title
        navigationController.pushViewController(root, animated: false)
    }
}

final class HomeTabsCoordinator {
    enum Tab: Int {
        case inbox, contacts, settings
    }

    var childCoordinators: [Coordinator] = []
    let tabBarController: UITabBarController

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    func start() {
        childCoordinators = [
            FlowCoordinator<InboxViewController>(navigationController: UINavigationController(), title: "Inbox"),
            FlowCoordinator<ContactsViewController>(navigationController: UINavigationController(), title: "Contacts"),
            FlowCoordinator<SettingsViewController>(navigationController: UINavigationController(), title: "Settings"),
        ]
        childCoordinators.forEach { $0.start() }
        tabBarController.setViewControllers(childCoordinators.map { $0.navigationController }, animated: false)
        tabBarController.selectedIndex = Tab.inbox.rawValue
    }

    func open(_ tab: Tab) {
        tabBarController.selectedIndex = tab.rawValue
        if let selected = tabBarController.selectedViewController as? UINavigationController {
            selected.popToRootViewController(animated: false)
        }
    }
}
