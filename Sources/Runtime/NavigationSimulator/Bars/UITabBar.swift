import Foundation

/// The bar of tabs. A tab bar controller's own bar (`UITabBarController.tabBar`) lists the
/// items of its view controllers and cannot be edited directly: UIKit raises, and so does the
/// simulator (UIKit reference, row 47). A bar made by the app keeps what it is given.
/// `isHidden` is state only (row 49).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The tab bar controller that owns this bar, if any.
    weak var managingController: UITabBarController?
    private var ownItems: [UITabBarItem]?
    /// Weak, as UIKit's `selectedItem` is.
    private weak var ownSelectedItem: UITabBarItem?

    /// For a managed bar: the `tabBarItem` of each view controller, in tab order.
    open var items: [UITabBarItem]? {
        get {
            guard let managingController else { return ownItems }
            return managingController.viewControllers?.map { $0.tabBarItem }
        }
        set { setItems(newValue, animated: false) }
    }

    /// For a managed bar: the item of the selected view controller.
    open var selectedItem: UITabBarItem? {
        get {
            guard let managingController else { return ownSelectedItem }
            return managingController.selectedViewController?.tabBarItem
        }
        set {
            if refusesDirectChange() { return }
            ownSelectedItem = newValue
        }
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        if refusesDirectChange() { return }
        ownItems = items
    }

    /// Raises when the bar belongs to a tab bar controller; returns whether it did.
    private func refusesDirectChange() -> Bool {
        guard managingController != nil else { return false }
        Simulator.shared.raise(Simulator.UIKitMessages.modifyingManagedTabBar)
        return true
    }
}

extension Simulator.UIKitMessages {
    /// Raised when code edits the items of a tab bar that a tab bar controller manages
    /// (UIKit reference, row 47).
    public static let modifyingManagedTabBar =
        "Directly modifying a tab bar managed by a tab bar controller is not allowed."
}
