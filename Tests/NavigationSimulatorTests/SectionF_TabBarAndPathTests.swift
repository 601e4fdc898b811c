import Foundation
import NavigationSimulator
import Testing

@MainActor
private final class TabSpy: NSObject, UITabBarControllerDelegate {
    var allowsSelection = true

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        allowsSelection
    }
}

/// UIKit reference, section F: tab bar (row 25) and the SwiftUI path (row 26).
@MainActor
struct SectionF_TabBarAndPathTests {
    /// A visible window showing tabs `[Feed, nav(Search)]`, log cleared.
    private func makeTabs(delegate: TabSpy) -> (UIWindow, UITabBarController, UINavigationController) {
        Simulator.shared.reset()
        let searchNav = UINavigationController(rootViewController: Screen("Search"))
        searchNav.title = "searchNav"
        let tabs = UITabBarController()
        tabs.title = "tabs"
        tabs.viewControllers = [Screen("Feed"), searchNav]
        tabs.delegate = delegate
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Simulator.shared.log.clear()
        return (window, tabs, searchNav)
    }

    @Test func row25_userTapsATab() {
        let spy = TabSpy()
        let (window, tabs, searchNav) = makeTabs(delegate: spy)
        User.tapTab(at: 1, in: tabs)

        #expect(logLines == [
            "user: tapTab(1, tabs)",
            "tabs.delegate.shouldSelect(searchNav) → true",
            "tabs.selectedIndex = 1",
            "Feed.viewWillDisappear(animated: false)",
            "searchNav.viewDidLoad()",
            "searchNav.viewWillAppear(animated: false)",
            "Search.viewDidLoad()",
            "Search.viewWillAppear(animated: false)",
            "Feed.viewDidDisappear(animated: false)",
            "searchNav.viewDidAppear(animated: false)",
            "Search.viewDidAppear(animated: false)",
            "tabs.delegate.didSelect(searchNav)",
        ])
        #expect(tabs.selectedViewController === searchNav)
        #expect(searchNav.tabBarController === tabs)
        #expect(window.rootViewController === tabs)
    }

    @Test func row25_retappingTheSelectedTabStillCallsTheDelegate() {
        let spy = TabSpy()
        let (_, tabs, _) = makeTabs(delegate: spy)
        User.tapTab(at: 0, in: tabs)
        #expect(logLines == [
            "user: tapTab(0, tabs)",
            "tabs.delegate.shouldSelect(Feed) → true",
            "tabs.delegate.didSelect(Feed)",
        ])
    }

    @Test func row25_shouldSelectFalseStopsTheTap() {
        let spy = TabSpy()
        spy.allowsSelection = false
        let (_, tabs, _) = makeTabs(delegate: spy)
        User.tapTab(at: 1, in: tabs)
        #expect(logLines == ["user: tapTab(1, tabs)", "tabs.delegate.shouldSelect(searchNav) → false"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func row25_selectingInCodeTellsTheDelegateNothing() {
        let spy = TabSpy()
        let (_, tabs, searchNav) = makeTabs(delegate: spy)
        tabs.selectedIndex = 1
        tabs.selectedViewController = tabs.viewControllers?.first
        #expect(!logLines.contains { $0.contains("tabs.delegate") })
        #expect(logLines.filter { $0.hasPrefix("tabs.selectedIndex") } == ["tabs.selectedIndex = 1", "tabs.selectedIndex = 0"])
        #expect(!Simulator.shared.isOnScreen(searchNav))
    }

    /// Re-tapping a selected navigation tab pops it to its root (row 45, section I has the details).
    @Test func retappingASelectedNavigationTabPopsToRoot() {
        let spy = TabSpy()
        let (_, tabs, searchNav) = makeTabs(delegate: spy)
        tabs.selectedIndex = 1
        searchNav.pushViewController(Screen("Result"), animated: false)
        User.tapTab(at: 1, in: tabs)
        Simulator.shared.settle()
        #expect(searchNav.viewControllers.map(Simulator.shared.name(of:)) == ["Search"])
    }

    @Test func row26_pathLosesTrailingElementsAndTheObserverHears() {
        Simulator.shared.reset()
        let path = ObservableNavigationPath<Int>(name: "path", [1, 2, 3])
        var routerScreens = path.elements
        var notifications = 0
        path.observe { elements in
            routerScreens = elements
            notifications += 1
        }

        User.tapBackButton(in: path)
        #expect(routerScreens == [1, 2])
        User.swipeBack(in: path)
        #expect(routerScreens == [1])
        path.append(7)
        #expect(path.elements == [1, 7])
        #expect(notifications == 3)
        #expect(logLines == [
            "user: tapBackButton(path)",
            "path.elements = [1, 2]",
            "user: swipeBack(path)",
            "path.elements = [1]",
            "path.elements = [1, 7]",
        ])
    }
}
