import Foundation
import NavigationSimulator
import Testing

/// Answers `shouldSelect` as told and notes each call, with the stack of `watched` at that moment.
@MainActor
private final class TabDelegate: NSObject, UITabBarControllerDelegate {
    var allowsSelection = true
    weak var watched: UINavigationController?
    private(set) var stacksSeen: [String: [String]] = [:]

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        stacksSeen["shouldSelect"] = watchedStack
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        stacksSeen["didSelect"] = watchedStack
    }

    private var watchedStack: [String]? {
        watched?.viewControllers.map(Simulator.shared.name(of:))
    }
}

/// UIKit reference, section I: tab bar details (rows 45–49).
@MainActor
struct SectionI_TabBarDetailsTests {
    /// A visible window showing tabs `[Feed, searchNav(Search, Result)]` with the search tab
    /// selected, log cleared.
    private func makeTabs(delegate: TabDelegate?) -> (UIWindow, UITabBarController, UINavigationController) {
        Simulator.shared.reset()
        let searchNav = UINavigationController(rootViewController: Screen("Search"))
        searchNav.title = "searchNav"
        let tabs = UITabBarController()
        tabs.title = "tabs"
        tabs.viewControllers = [Screen("Feed"), searchNav]
        tabs.selectedIndex = 1
        tabs.delegate = delegate
        delegate?.watched = searchNav
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        searchNav.pushViewController(Screen("Result"), animated: false)
        Simulator.shared.log.clear()
        return (window, tabs, searchNav)
    }

    private func names(_ controllers: [UIViewController]?) -> [String]? {
        controllers?.map(Simulator.shared.name(of:))
    }

    // MARK: Row 45

    @Test func row45_retappingTheSelectedNavigationTabPopsToRootBetweenTheDelegateCalls() {
        let delegate = TabDelegate()
        let (_, tabs, searchNav) = makeTabs(delegate: delegate)
        User.tapTab(at: 1, in: tabs)

        #expect(logLines == [
            "user: tapTab(1, tabs)",
            "tabs.delegate.shouldSelect(searchNav) → true",
            "searchNav.viewControllers = [Search]",
            "Result.willMove(toParent: nil)",
            "Result.viewWillDisappear(animated: true)",
            "Search.viewWillAppear(animated: true)",
            "transition(Result → Search).began(interactive: false)",
            "tabs.delegate.didSelect(searchNav)",
        ])
        #expect(delegate.stacksSeen["shouldSelect"] == ["Search", "Result"])
        #expect(delegate.stacksSeen["didSelect"] == ["Search"])
        #expect(Simulator.shared.transitionsInFlight == 1, "the pop is animated")
        Simulator.shared.settle()
        #expect(names(searchNav.viewControllers) == ["Search"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func row45_theRetapPopIsAnnouncedToTheNavigationDelegate() {
        let (_, tabs, searchNav) = makeTabs(delegate: nil)
        let detector = BackButtonDetector()
        searchNav.delegate = detector
        User.tapTab(at: 1, in: tabs)
        Simulator.shared.settle()
        #expect(detector.popped == ["Result"])
        #expect(logLines.contains("searchNav.delegate.didShow(Search, animated: true)"))
    }

    @Test func row45_withoutADelegateTheRetapStillPops() {
        let (_, tabs, searchNav) = makeTabs(delegate: nil)
        User.tapTab(at: 1, in: tabs)
        Simulator.shared.settle()
        #expect(names(searchNav.viewControllers) == ["Search"])
    }

    @Test func row45_shouldSelectFalseKeepsTheStack() {
        let delegate = TabDelegate()
        delegate.allowsSelection = false
        let (_, tabs, searchNav) = makeTabs(delegate: delegate)
        User.tapTab(at: 1, in: tabs)
        Simulator.shared.settle()
        #expect(logLines == ["user: tapTab(1, tabs)", "tabs.delegate.shouldSelect(searchNav) → false"])
        #expect(names(searchNav.viewControllers) == ["Search", "Result"])
    }

    @Test func row45_retappingAPlainTabOnlyCallsTheDelegate() {
        let delegate = TabDelegate()
        let (_, tabs, searchNav) = makeTabs(delegate: delegate)
        tabs.selectedIndex = 0
        Simulator.shared.log.clear()
        User.tapTab(at: 0, in: tabs)
        #expect(logLines == [
            "user: tapTab(0, tabs)",
            "tabs.delegate.shouldSelect(Feed) → true",
            "tabs.delegate.didSelect(Feed)",
        ])
        #expect(names(searchNav.viewControllers) == ["Search", "Result"])
    }

    @Test func row45_switchingTabsKeepsEachStack() {
        let (_, tabs, searchNav) = makeTabs(delegate: TabDelegate())
        User.tapTab(at: 0, in: tabs)
        User.tapTab(at: 1, in: tabs)
        Simulator.shared.settle()
        #expect(names(searchNav.viewControllers) == ["Search", "Result"])
        #expect(Simulator.shared.isOnScreen(searchNav.viewControllers[1]))
    }

    // MARK: Row 46

    @Test func row46_tabBarItemIsCreatedOnFirstReadWithTheTitle() {
        let feed = Screen("Feed")
        let item = feed.tabBarItem
        #expect(item?.title == "Feed")
        #expect(feed.tabBarItem === item, "one item per controller, kept")
        feed.title = "News"
        #expect(feed.tabBarItem.title == "Feed", "the simulator does not retitle an existing item")
        #expect(Screen("Later").tabBarItem.title == "Later", "each controller gets its own item")
    }

    @Test func row46_anAssignedItemReplacesTheDefault() {
        let feed = Screen("Feed")
        let star = UITabBarItem(title: "Starred", image: UIImage(systemName: "star"), tag: 3)
        feed.tabBarItem = star
        #expect(feed.tabBarItem === star)
        #expect(star.tag == 3)
        #expect(star.image != nil)
        feed.tabBarItem = nil
        #expect(feed.tabBarItem !== star)
        #expect(feed.tabBarItem.title == "Feed", "reading after nil creates a fresh default item")
    }

    @Test func row46_itemInitializersKeepWhatTheyAreGiven() {
        let selected = UIImage()
        let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: selected)
        item.badgeValue = "4"
        #expect(item.title == "Inbox")
        #expect(item.selectedImage === selected)
        #expect(item.badgeValue == "4")
        #expect(item.tag == 0)
        #expect(item.isEnabled)
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 7)
        #expect(search.tag == 7)
        #expect(search.badgeValue == nil)
    }

    // MARK: Row 47

    @Test func row47_aTabBarControllersBarListsItsTabsItems() {
        let (_, tabs, searchNav) = makeTabs(delegate: nil)
        searchNav.tabBarItem = UITabBarItem(title: "Find", image: nil, tag: 1)
        let items = tabs.tabBar.items ?? []
        #expect(items.map(\.title) == ["Feed", "Find"])
        #expect(items.last === searchNav.tabBarItem)
        #expect(tabs.tabBar.selectedItem === searchNav.tabBarItem)
        tabs.selectedIndex = 0
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?.first?.tabBarItem)
        #expect(tabs.tabBar === tabs.tabBar, "one bar per tab bar controller")
    }

    @Test func row47_editingAManagedBarRaises() {
        let (_, tabs, _) = makeTabs(delegate: nil)
        let catcher = RaiseCatcher()
        tabs.tabBar.items = [UITabBarItem(title: "Extra", image: nil, tag: 9)]
        tabs.tabBar.selectedItem = nil
        #expect(catcher.messages == Array(repeating: Simulator.UIKitMessages.modifyingManagedTabBar, count: 2))
        #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "searchNav"])
        #expect(tabs.tabBar.selectedItem != nil)
    }

    @Test func row47_aBarOfTheAppsOwnKeepsItsItems() {
        Simulator.shared.reset()
        let bar = UITabBar(frame: .zero)
        let first = UITabBarItem(title: "One", image: nil, tag: 1)
        bar.items = [first, UITabBarItem(title: "Two", image: nil, tag: 2)]
        bar.selectedItem = first
        #expect(bar.items?.map(\.tag) == [1, 2])
        #expect(bar.selectedItem === first)
        #expect(!logLines.contains { $0.hasPrefix("exception") })
    }

    // MARK: Row 48

    @Test func row48_customizableViewControllersFollowEveryAssignment() {
        Simulator.shared.reset()
        let tabs = UITabBarController()
        #expect(tabs.customizableViewControllers == nil)
        let first = [Screen("A"), Screen("B")]
        tabs.viewControllers = first
        #expect(names(tabs.customizableViewControllers) == ["A", "B"])
        tabs.customizableViewControllers = []
        #expect(tabs.customizableViewControllers?.isEmpty == true)
        tabs.setViewControllers([Screen("C")], animated: false)
        #expect(names(tabs.customizableViewControllers) == ["C"], "assigning the tabs resets it")
    }

    @Test func row48_moreNavigationControllerIsNeverATab() {
        let (_, tabs, _) = makeTabs(delegate: nil)
        tabs.viewControllers = (1...7).map { Screen("T\($0)") }
        let more = tabs.moreNavigationController
        #expect(tabs.moreNavigationController === more)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === more })
        #expect(!Simulator.shared.isOnScreen(more))
        User.tapTab(at: 6, in: tabs)
        #expect(tabs.selectedIndex == 6, "no More tab: the seventh tab is tapped directly")
    }

    // MARK: Row 49

    @Test func row49_hidesBottomBarWhenPushedIsKeptAsState() {
        let (_, tabs, searchNav) = makeTabs(delegate: nil)
        let detail = Screen("Detail")
        #expect(!detail.hidesBottomBarWhenPushed)
        detail.hidesBottomBarWhenPushed = true
        searchNav.pushViewController(detail, animated: false)
        #expect(searchNav.topViewController?.hidesBottomBarWhenPushed == true)
        #expect(!tabs.tabBar.isHidden, "the simulator does not model the hidden bar")
    }
}
