// Habit: a tab-bar coordinator with one child coordinator per tab, each owning a navigation
// controller; it sets `viewControllers`, `selectedIndex`, turns off the "More" editing with
// `customizableViewControllers = []`, and, as the tab bar's delegate, pops a tab back to its
// root when the selected tab is tapped again. The coordinators are `@MainActor`.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

enum AppTab: Int, CaseIterable {
    case home, search, library, account

    var title: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .library: "Library"
        case .account: "Account"
        }
    }
}

final class TabRootViewController: UIViewController {}

@MainActor
final class TabCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tab: AppTab
    let navigationController = UINavigationController()

    init(tab: AppTab) {
        self.tab = tab
    }

    func start() {
        let root = TabRootViewController()
        root.title = tab.title
        navigationController.title = tab.title
        navigationController.viewControllers = [root]
    }
}

@MainActor
final class MainTabBarCoordinator: NSObject, Coordinator, UITabBarControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let tabBarController: UITabBarController

    init(tabBarController: UITabBarController = UITabBarController()) {
        self.tabBarController = tabBarController
        super.init()
    }

    func start() {
        let tabs = AppTab.allCases.map(TabCoordinator.init(tab:))
        tabs.forEach { $0.start() }
        childCoordinators = tabs
        tabBarController.delegate = self
        tabBarController.viewControllers = tabs.map(\.navigationController)
        tabBarController.customizableViewControllers = []
        tabBarController.selectedIndex = AppTab.home.rawValue
    }

    func select(_ tab: AppTab) {
        tabBarController.selectedIndex = tab.rawValue
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if viewController === tabBarController.selectedViewController,
           let navigationController = viewController as? UINavigationController {
            navigationController.popToRootViewController(animated: true)
        }
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let index = tabBarController.viewControllers?.firstIndex(of: viewController),
              let tab = AppTab(rawValue: index)
        else { return }
        print("selected tab \(tab.title)")
    }
}
