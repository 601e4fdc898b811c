import Foundation

/// Tabs, each a child controller; only the selected one is on screen (UIKit reference,
/// rows 25 and 45; a person's tap is `User.tapTab(at:in:)`).
///
/// Tab switches are never animated. Assigning `viewControllers` attaches the children
/// without willMove/didMove log entries and keeps `selectedIndex` when it is still valid
/// (simplifications). There is no More tab: however many tabs there are, each can be tapped
/// by its index, and `moreNavigationController` is never shown (row 48).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private var selected = 0
    private lazy var bar: UITabBar = {
        let bar = UITabBar()
        bar.managingController = self
        return bar
    }()
    private lazy var more = UINavigationController()

    /// Weak, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let shown = selectedViewController
        if isOnScreen { shown?.deliver(.willDisappear, animated: false) }
        for old in tabs { old.removeFromParentSilently() }
        tabs = viewControllers ?? []
        for tab in tabs {
            tab.removeFromParentSilently()
            tab.parentLink = self
        }
        childList = tabs
        customizableViewControllers = viewControllers
        selected = tabs.isEmpty ? 0 : min(selected, tabs.count - 1)
        Simulator.shared.record(.stateChange(
            subject: simulatorName, property: "viewControllers",
            value: "[\(tabs.map(\.simulatorName).joined(separator: ", "))]"))
        if isOnScreen {
            shown?.deliver(.didDisappear, animated: false)
            selectedViewController?.deliver(.willAppear, animated: false)
            selectedViewController?.deliver(.didAppear, animated: false)
        }
    }

    /// The tabs a person may rearrange on the More tab's Edit screen; every assignment of
    /// `viewControllers` resets it to all of them (row 48). State only: the simulator has no
    /// More tab, so nothing reads it.
    open var customizableViewControllers: [UIViewController]?

    /// UIKit's navigation controller for the More tab. State only: created on first read and
    /// never shown, because the simulator has no More tab (row 48).
    open var moreNavigationController: UINavigationController { more }

    /// The bar of tabs: its `items` are the view controllers' `tabBarItem`s, and editing them
    /// directly raises, as in UIKit (row 47).
    open var tabBar: UITabBar { bar }

    /// Selecting in code moves appearance but tells the delegate nothing (row 25).
    open var selectedIndex: Int {
        get { selected }
        set { select(index: newValue) }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    override var appearanceChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    func select(index: Int) {
        guard tabs.indices.contains(index), index != selected else { return }
        let old = tabs[selected]
        let new = tabs[index]
        selected = index
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "selectedIndex", value: "\(index)"))
        guard isOnScreen else { return }
        old.deliver(.willDisappear, animated: false)
        new.deliver(.willAppear, animated: false)
        old.deliver(.didDisappear, animated: false)
        new.deliver(.didAppear, animated: false)
    }
}
