import Foundation
import NavigationSimulator
import Testing

/// A split view delegate that logs nothing itself, answers what a test chooses, and remembers
/// `isCollapsed` as each callback saw it.
@MainActor
private final class SplitSpy: NSObject, UISplitViewControllerDelegate {
    var topColumn: UISplitViewController.Column?
    var expandMode: UISplitViewController.DisplayMode?
    private(set) var collapsedSeen: [String: Bool] = [:]

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        collapsedSeen["topColumn"] = svc.isCollapsed
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        collapsedSeen["displayMode"] = svc.isCollapsed
        return expandMode ?? proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapsedSeen["didCollapse"] = svc.isCollapsed }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { collapsedSeen["didExpand"] = svc.isCollapsed }
}

/// A visible window showing a double-column split: `Primary` (a titled navigation controller
/// with `List`) and `Detail` (wrapped by the split), log cleared.
@MainActor
private struct SplitStage {
    let window = UIWindow()
    let split = UISplitViewController(style: .doubleColumn)
    let primary = UINavigationController(rootViewController: Screen("List"))
    let detail = Screen("Detail")
    let spy = SplitSpy()

    init() {
        Simulator.shared.reset()
        window.accessibilityIdentifier = "ipad"
        split.title = "split"
        primary.title = "Primary"
        split.delegate = spy
        split.setViewController(primary, for: .primary)
        split.setViewController(detail, for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        Simulator.shared.log.clear()
    }

    var detailNavigation: UINavigationController? { detail.navigationController }
    var primaryNames: [String] { primary.viewControllers.map(Simulator.shared.name(of:)) }
}

/// UIKit reference, section H: split view (rows 40–44).
@MainActor
struct SectionH_SplitViewTests {
    // MARK: Row 40

    @Test func row40_setViewControllerWrapsWhatIsNotANavigationController() throws {
        let stage = SplitStage()
        let wrapper = try #require(stage.detail.navigationController)
        #expect(stage.split.viewController(for: .secondary) === stage.detail)
        #expect(stage.split.viewController(for: .primary) === stage.primary)
        #expect(stage.split.children.count == 2)
        #expect(stage.split.children.first === stage.primary, "a navigation controller is used as it is")
        #expect(stage.split.children.last === wrapper)
        #expect(wrapper.viewControllers.first === stage.detail)
        #expect(stage.detail.splitViewController === stage.split)
        #expect(stage.primary.topViewController?.splitViewController === stage.split)

        let compact = Screen("Compact")
        stage.split.setViewController(compact, for: .compact)
        #expect(compact.parent === stage.split && compact.navigationController == nil,
                "the compact column is not wrapped")
    }

    @Test func row40_aClassicSplitIgnoresTheColumnMethods() {
        Simulator.shared.reset()
        let classic = UISplitViewController(nibName: nil, bundle: nil)
        classic.setViewController(Screen("List"), for: .primary)
        #expect(classic.style == .unspecified)
        #expect(classic.viewController(for: .primary) == nil)
        #expect(classic.children.isEmpty)
    }

    @Test func row40_replacingAShownColumnMovesContainmentThenAppearance() throws {
        let stage = SplitStage()
        let oldWrapper = try #require(stage.detail.navigationController)
        let next = Screen("Next")
        stage.split.setViewController(next, for: .secondary)
        #expect(logLines == [
            "split.viewController(for: .secondary) = Next",
            "UINavigationController.willMove(toParent: nil)",
            "UINavigationController.didMove(toParent: nil)",
            "UINavigationController.willMove(toParent: split)",
            "UINavigationController.didMove(toParent: split)",
            "UINavigationController.viewWillDisappear(animated: false)",
            "Detail.viewWillDisappear(animated: false)",
            "UINavigationController.viewDidLoad()",
            "UINavigationController.viewWillAppear(animated: false)",
            "Next.viewDidLoad()",
            "Next.viewWillAppear(animated: false)",
            "UINavigationController.viewDidDisappear(animated: false)",
            "Detail.viewDidDisappear(animated: false)",
            "UINavigationController.viewDidAppear(animated: false)",
            "Next.viewDidAppear(animated: false)",
        ])
        #expect(oldWrapper.parent == nil)
        #expect(!stage.split.children.contains { $0 === oldWrapper })
    }

    // MARK: Row 41

    @Test func row41_collapsingStacksTheSecondaryColumnOnThePrimary() throws {
        let stage = SplitStage()
        let wrapper = try #require(stage.detailNavigation)
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        #expect(logLines == [
            "user: changeHorizontalSizeClass(compact, ipad)",
            "ipad.horizontalSizeClass = compact",
            "split.delegate.topColumnForCollapsing(proposed: secondary) → secondary",
            "UINavigationController.willMove(toParent: Primary)",
            "Primary.viewControllers = [List, UINavigationController]",
            "UINavigationController.didMove(toParent: Primary)",
            "List.viewWillDisappear(animated: false)",
            "List.viewDidDisappear(animated: false)",
            "split.isCollapsed = true",
            "split.delegate.splitViewControllerDidCollapse",
        ])
        #expect(stage.split.isCollapsed)
        #expect(stage.spy.collapsedSeen == ["topColumn": false, "didCollapse": true])
        #expect(stage.split.viewControllers.count == 1 && stage.split.viewControllers.first === stage.primary)
        #expect(stage.primary.topViewController === wrapper)
        #expect(stage.detail.parent === wrapper, "the detail keeps its parent; its column moved")
        #expect(Simulator.shared.isOnScreen(stage.detail))
    }

    @Test func row41_topColumnPrimaryLeavesTheSecondaryOffTheStack() throws {
        let stage = SplitStage()
        stage.spy.topColumn = .primary
        let wrapper = try #require(stage.detailNavigation)
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        #expect(logLines == [
            "user: changeHorizontalSizeClass(compact, ipad)",
            "ipad.horizontalSizeClass = compact",
            "split.delegate.topColumnForCollapsing(proposed: secondary) → primary",
            "UINavigationController.viewWillDisappear(animated: false)",
            "Detail.viewWillDisappear(animated: false)",
            "UINavigationController.viewDidDisappear(animated: false)",
            "Detail.viewDidDisappear(animated: false)",
            "split.isCollapsed = true",
            "split.delegate.splitViewControllerDidCollapse",
        ])
        #expect(stage.primaryNames == ["List"])
        #expect(wrapper.parent === stage.split)
    }

    @Test func row41_aTripleColumnSplitStacksEveryColumnUpToTheTop() throws {
        Simulator.shared.reset()
        let window = UIWindow()
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(Screen("Sidebar"), for: .primary)
        split.setViewController(Screen("List"), for: .supplementary)
        split.setViewController(Screen("Detail"), for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.displayMode == .twoBesideSecondary)
        let primary = try #require(split.viewController(for: .primary)?.navigationController)
        User.changeHorizontalSizeClass(to: .compact, of: window)
        let shown = primary.viewControllers.map { ($0 as? UINavigationController)?.topViewController ?? $0 }
        #expect(shown.map(Simulator.shared.name(of:)) == ["Sidebar", "List", "Detail"])
        split.show(.supplementary)
        Simulator.shared.settle()
        #expect(primary.viewControllers.count == 2, "showing the supplementary pops the secondary covering it")
        #expect(Simulator.shared.isOnScreen(try #require(split.viewController(for: .supplementary))))
    }

    @Test func row41_aCompactColumnIsShownInsteadOfTheStack() {
        let stage = SplitStage()
        let compact = Screen("Compact")
        stage.split.setViewController(compact, for: .compact)
        Simulator.shared.log.clear()
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        #expect(stage.split.viewControllers.count == 1 && stage.split.viewControllers.first === compact)
        #expect(stage.primaryNames == ["List"])
        #expect(Simulator.shared.isOnScreen(compact))
        #expect(!Simulator.shared.isOnScreen(stage.primary) && !Simulator.shared.isOnScreen(stage.detail))
        #expect(logLines.contains("Compact.viewDidAppear(animated: false)"))
    }

    @Test func row41_theSameSizeClassTwiceCollapsesOnce() {
        let stage = SplitStage()
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        let lines = linesLogged { User.changeHorizontalSizeClass(to: .compact, of: stage.window) }
        #expect(lines == ["user: changeHorizontalSizeClass(compact, ipad)"])
        #expect(stage.primaryNames == ["List", "UINavigationController"])
    }

    @Test func row41_offScreenASplitCollapsesWithoutAppearanceCalls() {
        Simulator.shared.reset()
        let window = UIWindow()
        User.changeHorizontalSizeClass(to: .compact, of: window)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Screen("List"), for: .primary)
        split.setViewController(Screen("Detail"), for: .secondary)
        Simulator.shared.log.clear()
        window.rootViewController = split
        #expect(split.isCollapsed, "a split placed in a compact window collapses at once")
        #expect(!logLines.contains { $0.contains("viewWill") })
    }

    // MARK: Row 42

    @Test func row42_expandingPutsTheColumnsBack() throws {
        let stage = SplitStage()
        let wrapper = try #require(stage.detailNavigation)
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        let lines = linesLogged { User.changeHorizontalSizeClass(to: .regular, of: stage.window) }
        #expect(lines == [
            "user: changeHorizontalSizeClass(regular, ipad)",
            "ipad.horizontalSizeClass = regular",
            "split.delegate.displayModeForExpanding(proposed: oneBesideSecondary) → oneBesideSecondary",
            "Primary.viewControllers = [List]",
            "UINavigationController.willMove(toParent: split)",
            "UINavigationController.didMove(toParent: split)",
            "List.viewWillAppear(animated: false)",
            "List.viewDidAppear(animated: false)",
            "split.isCollapsed = false",
            "split.delegate.splitViewControllerDidExpand",
        ])
        #expect(stage.spy.collapsedSeen["displayMode"] == true && stage.spy.collapsedSeen["didExpand"] == false)
        #expect(stage.split.children.count == 2 && stage.split.children.last === wrapper)
        #expect(stage.primaryNames == ["List"])
    }

    @Test func row42_theDelegateChoosesTheDisplayMode() {
        let stage = SplitStage()
        stage.spy.expandMode = .secondaryOnly
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        User.changeHorizontalSizeClass(to: .regular, of: stage.window)
        #expect(stage.split.displayMode == .secondaryOnly)
        #expect(!Simulator.shared.isOnScreen(stage.primary))
        #expect(Simulator.shared.isOnScreen(stage.detail))
    }

    @Test func row42_aColumnPoppedWithBackComesBackInItsColumn() throws {
        let stage = SplitStage()
        let wrapper = try #require(stage.detailNavigation)
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        User.tapBackButton(in: stage.primary)
        Simulator.shared.settle()
        #expect(stage.primaryNames == ["List"] && wrapper.parent == nil)
        User.changeHorizontalSizeClass(to: .regular, of: stage.window)
        #expect(wrapper.parent === stage.split)
        #expect(Simulator.shared.isOnScreen(stage.detail))
    }

    // MARK: Row 43

    @Test func row43_collapsedShowPushesAColumnAndHidePopsIt() {
        let stage = SplitStage()
        stage.spy.topColumn = .primary
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        stage.split.show(.secondary)
        #expect(Simulator.shared.hasTransitionsInFlight, "the push is animated")
        Simulator.shared.settle()
        #expect(stage.primaryNames == ["List", "UINavigationController"])
        #expect(linesLogged { stage.split.show(.secondary) }.isEmpty, "a column on top stays")
        #expect(linesLogged { stage.split.hide(.primary) }.isEmpty, "the primary is never hidden")
        stage.split.hide(.secondary)
        Simulator.shared.settle()
        #expect(stage.primaryNames == ["List"])
        #expect(linesLogged { stage.split.hide(.secondary) }.isEmpty, "a column not on top is not popped")
    }

    @Test func row43_collapsedShowOfThePrimaryPopsWhatCoversIt() {
        let stage = SplitStage()
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        stage.split.show(.primary)
        Simulator.shared.settle()
        #expect(stage.primaryNames == ["List"])
    }

    @Test func row43_expandedShowAndHideMoveTheDisplayMode() {
        let stage = SplitStage()
        #expect(stage.split.displayMode == .oneBesideSecondary)
        #expect(linesLogged { stage.split.hide(.secondary) }.isEmpty, "the secondary is never hidden")
        stage.split.hide(.primary)
        #expect(stage.split.displayMode == .secondaryOnly)
        #expect(!Simulator.shared.isOnScreen(stage.primary))
        #expect(linesLogged { stage.split.hide(.primary) }.isEmpty, "a hidden column stays hidden")
        stage.split.preferredSplitBehavior = .overlay
        stage.split.show(.primary)
        #expect(stage.split.displayMode == .oneOverSecondary)
        #expect(Simulator.shared.isOnScreen(stage.primary))
        #expect(linesLogged { stage.split.show(.primary) }.isEmpty, "a shown column stays")
    }

    // MARK: Row 44

    @Test func row44_showInsideANavigationControllerPushes() {
        let stage = Stage()
        stage.home.show(Screen("Next"), sender: nil)
        #expect(Simulator.shared.hasTransitionsInFlight)
        Simulator.shared.settle()
        #expect(stage.titles == ["Home", "Next"])
    }

    @Test func row44_showInsideASplitColumnPushesOnThatColumn() throws {
        let stage = SplitStage()
        let list = try #require(stage.primary.topViewController)
        list.show(Screen("More"), sender: nil)
        Simulator.shared.settle()
        #expect(stage.primaryNames == ["List", "More"], "the column's navigation controller is the nearest handler")
        #expect(stage.split.viewController(for: .secondary) === stage.detail)
    }

    @Test func row44_showDetailInRegularWidthInstallsTheSecondary() throws {
        let stage = SplitStage()
        let list = try #require(stage.primary.topViewController)
        let other = Screen("Other")
        list.showDetailViewController(other, sender: nil)
        #expect(stage.split.viewController(for: .secondary) === other)
        #expect(stage.primaryNames == ["List"])
        #expect(linesLogged { list.showDetailViewController(other, sender: nil) }.isEmpty,
                "the controller already shown changes nothing")
    }

    @Test func row44_showDetailInCompactWidthPushesOnTheTopColumn() throws {
        let stage = SplitStage()
        let list = try #require(stage.primary.topViewController)
        let wrapper = try #require(stage.detailNavigation)
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        list.showDetailViewController(Screen("Other"), sender: nil)
        Simulator.shared.settle()
        #expect(wrapper.viewControllers.map(Simulator.shared.name(of:)) == ["Detail", "Other"])
        #expect(stage.split.viewController(for: .secondary) === stage.detail)
    }

    @Test func row44_withoutAHandlingAncestorBothPresentModally() {
        let stage = Stage()
        let detail = Screen("Detail")
        stage.home.showDetailViewController(detail, sender: nil)
        Simulator.shared.settle()
        #expect(stage.nav.presentedViewController === detail, "a navigation controller does not handle showDetail")
        #expect(stage.titles == ["Home"])

        Simulator.shared.reset()
        let window = UIWindow()
        let root = Screen("Root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let next = Screen("Next")
        root.show(next, sender: nil)
        Simulator.shared.settle()
        #expect(root.presentedViewController === next)
    }

    @Test func row44_theSplitsOwnShowInstallsThePrimaryOrPresents() {
        let stage = SplitStage()
        let menu = Screen("Menu")
        stage.split.show(menu, sender: nil)
        #expect(stage.split.viewController(for: .primary) === menu)
        User.changeHorizontalSizeClass(to: .compact, of: stage.window)
        let sheet = Screen("Sheet")
        stage.split.show(sheet, sender: nil)
        Simulator.shared.settle()
        #expect(stage.split.presentedViewController === sheet)
    }
}
