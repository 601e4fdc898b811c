import Foundation
import NavigationSimulator
import Testing

/// An app's interactive-pop delegate proxy: it keeps UIKit's own delegate and answers itself.
@MainActor
private final class PopGestureProxy: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    /// When true the proxy forgets the root check, the bug row 31 is about.
    var allowsAtRoot = false
    private(set) var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        guard let navigationController else { return false }
        return allowsAtRoot || navigationController.viewControllers.count > 1
    }
}

/// A navigation controller subclass that records calls to its overridden bar method.
@MainActor
private final class RecordingNavigationController: UINavigationController {
    private(set) var barCalls: [String] = []

    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barCalls.append("setNavigationBarHidden(\(hidden), animated: \(animated))")
        super.setNavigationBarHidden(hidden, animated: animated)
    }
}

/// A coordinator that closes the flow it presented when its Close button is tapped.
@MainActor
private final class ClosingCoordinator {
    let presenter: UIViewController
    private(set) var closedBy: UIBarButtonItem?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let form = Screen("Form")
        form.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak self] action in self?.close(sender: action.sender) })
        let nav = UINavigationController(rootViewController: form)
        nav.title = "formNav"
        presenter.present(nav, animated: false)
    }

    private func close(sender: Any?) {
        closedBy = sender as? UIBarButtonItem
        Simulator.shared.log.note("coordinator.close")
        presenter.dismiss(animated: false)
    }
}

/// UIKit reference, section G: the navigation bar, navigation items, the swipe-back recognizer
/// and bar button items (rows 27–32).
@MainActor
struct SectionG_BarsAndGesturesTests {
    @Test func row27_hidingTheBarIsAStateChange() {
        let stage = Stage(pushing: ["Detail"])
        #expect(!stage.nav.isNavigationBarHidden)
        stage.nav.setNavigationBarHidden(true, animated: true)

        #expect(logLines == ["nav.isNavigationBarHidden = true"])
        #expect(stage.nav.isNavigationBarHidden)
        #expect(stage.nav.navigationBar.isHidden)
        #expect(!Simulator.shared.hasTransitionsInFlight)
        #expect(linesLogged { stage.nav.setNavigationBarHidden(true, animated: false) } == [], "no change, no log")
        #expect(linesLogged { stage.nav.isNavigationBarHidden = false } == ["nav.isNavigationBarHidden = false"])
        #expect(!stage.nav.navigationBar.isHidden)
    }

    @Test func row27_thePropertySetterCallsTheOverridableMethodUnanimated() {
        let nav = RecordingNavigationController(rootViewController: Screen("Home"))
        nav.isNavigationBarHidden = true
        #expect(nav.barCalls == ["setNavigationBarHidden(true, animated: false)"])
    }

    @Test func row28_navigationItemsFollowTitlesAndTheStack() throws {
        let stage = Stage(pushing: ["Detail"])
        let detail = try #require(stage.nav.topViewController)
        #expect(stage.home.navigationItem === stage.home.navigationItem, "one item per controller")
        #expect(detail.navigationItem.title == "Detail", "made with the controller's title")
        detail.title = "Edited"
        #expect(detail.navigationItem.title == "Edited", "the title setter updates the item")
        #expect(stage.nav.navigationBar.topItem === detail.navigationItem)
        #expect(stage.nav.navigationBar.backItem === stage.home.navigationItem)

        let save = UIBarButtonItem(systemItem: .save)
        let share = UIBarButtonItem(systemItem: .action)
        detail.navigationItem.rightBarButtonItems = [save, share]
        #expect(detail.navigationItem.rightBarButtonItem === save)
        detail.navigationItem.rightBarButtonItem = share
        #expect(detail.navigationItem.rightBarButtonItems?.count == 1)

        stage.nav.popViewController(animated: false)
        #expect(stage.nav.navigationBar.topItem === stage.home.navigationItem)
        #expect(stage.nav.navigationBar.backItem == nil)
    }

    @Test func row29_aDisabledRecognizerNeverBegins() throws {
        let stage = Stage(pushing: ["Detail"])
        let recognizer = try #require(stage.nav.interactivePopGestureRecognizer)
        recognizer.isEnabled = false

        #expect(User.beginSwipeBack(in: stage.nav) == nil)
        #expect(logLines == ["user: begin swipeBack(nav)"])
        #expect(stage.titles == ["Home", "Detail"])
        recognizer.isEnabled = true
        #expect(User.beginSwipeBack(in: stage.nav) != nil)
    }

    @Test func row29_anAppDelegateThatSaysNoStopsTheSwipe() {
        let stage = Stage(pushing: ["Detail"])
        let proxy = PopGestureProxy()
        stage.nav.interactivePopGestureRecognizer?.delegate = proxy  // no navigation controller: answers false

        #expect(User.beginSwipeBack(in: stage.nav) == nil)
        #expect(logLines == [
            "user: begin swipeBack(nav)",
            "nav.interactivePopGestureRecognizer.delegate.gestureRecognizerShouldBegin → false",
        ])
        #expect(proxy.asked == 1)
        #expect(stage.titles == ["Home", "Detail"])
    }

    @Test func row30_uikitsOwnDelegateRefusesWithAHiddenBar() {
        let stage = Stage(pushing: ["Detail"])
        #expect(stage.nav.interactivePopGestureRecognizer?.delegate != nil, "UIKit installs its own delegate")
        stage.nav.setNavigationBarHidden(true, animated: false)
        Simulator.shared.log.clear()

        #expect(User.beginSwipeBack(in: stage.nav) == nil)
        #expect(logLines == ["user: begin swipeBack(nav)"], "UIKit's own delegate is not logged")
    }

    @Test(arguments: ["leftBarButtonItem", "hidesBackButton"])
    func row30_uikitsOwnDelegateRefusesWithoutTheSystemBackButton(change: String) throws {
        let stage = Stage(pushing: ["Detail"])
        let detail = try #require(stage.nav.topViewController)
        if change == "leftBarButtonItem" {
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
        } else {
            detail.navigationItem.hidesBackButton = true
        }
        #expect(User.beginSwipeBack(in: stage.nav) == nil)
        #expect(stage.titles == ["Home", "Detail"])
    }

    @Test func row30_aProxyDelegateRestoresTheSwipeWithAHiddenBar() throws {
        let stage = Stage(pushing: ["Detail"])
        let original = stage.nav.interactivePopGestureRecognizer?.delegate
        let proxy = PopGestureProxy()
        proxy.navigationController = stage.nav
        stage.nav.interactivePopGestureRecognizer?.delegate = proxy
        stage.nav.setNavigationBarHidden(true, animated: false)
        Simulator.shared.log.clear()

        let swipe = try #require(User.beginSwipeBack(in: stage.nav))
        #expect(stage.nav.interactivePopGestureRecognizer?.state == .began)
        swipe.finish()
        Simulator.shared.settle()
        #expect(stage.titles == ["Home"])
        #expect(stage.nav.interactivePopGestureRecognizer?.state == .possible)
        #expect(logLines.prefix(2) == [
            "user: begin swipeBack(nav)",
            "nav.interactivePopGestureRecognizer.delegate.gestureRecognizerShouldBegin → true",
        ])

        stage.nav.interactivePopGestureRecognizer?.delegate = original
        stage.nav.pushViewController(Screen("Again"), animated: false)
        #expect(User.beginSwipeBack(in: stage.nav) == nil, "UIKit's delegate is back and the bar is still hidden")
    }

    @Test func row31_aProxyThatAllowsTheSwipeAtTheRootGetsAWarningAndNothingHappens() {
        let stage = Stage()
        let proxy = PopGestureProxy()
        proxy.navigationController = stage.nav
        proxy.allowsAtRoot = true
        stage.nav.interactivePopGestureRecognizer?.delegate = proxy

        #expect(User.beginSwipeBack(in: stage.nav) == nil)
        #expect(logLines.count == 3)
        #expect(logLines.prefix(2) == [
            "user: begin swipeBack(nav)",
            "nav.interactivePopGestureRecognizer.delegate.gestureRecognizerShouldBegin → true",
        ])
        #expect(logLines.last?.hasPrefix("simulator warning: swipe-back began on the root of nav") == true)
        #expect(stage.titles == ["Home"])
        #expect(!Simulator.shared.hasTransitionsInFlight)

        proxy.allowsAtRoot = false
        #expect(linesLogged { _ = User.beginSwipeBack(in: stage.nav) }.count == 2, "a correct proxy refuses quietly")
    }

    @Test func row32_tappingACloseButtonReachesTheCoordinator() throws {
        let stage = Stage()
        let coordinator = ClosingCoordinator(presenter: stage.home)
        coordinator.start()
        let formNav = try #require(stage.home.presentedViewController as? UINavigationController)
        let close = try #require(formNav.topViewController?.navigationItem.leftBarButtonItem)
        Simulator.shared.log.clear()

        User.tap(close)
        #expect(logLines.prefix(3) == ["user: tap(close)", "action: close", "coordinator.close"])
        #expect(logLines.contains("nav.presentedViewController = nil"))
        #expect(stage.home.presentedViewController == nil)
        #expect(coordinator.closedBy === close, "the handler's action has the item as sender")
        #expect(close.primaryAction?.sender == nil, "sender is cleared after the handler")
    }

    @Test func row32_disabledItemsAndActionsDoNothing() {
        Simulator.shared.reset()
        var runs = 0
        let item = UIBarButtonItem(title: "Save", primaryAction: UIAction(title: "Save") { _ in runs += 1 })
        item.isEnabled = false
        #expect(linesLogged { User.tap(item) } == ["user: tap(Save)"])
        item.isEnabled = true
        item.primaryAction?.attributes = [.disabled]
        User.tap(item)
        #expect(runs == 0)
        item.primaryAction?.attributes = []
        #expect(linesLogged { User.tap(item) } == ["user: tap(Save)", "action: Save"])
        #expect(runs == 1)

        let menuOnly = UIBarButtonItem(title: "More", menu: UIMenu(children: [UIAction { _ in runs += 1 }]))
        #expect(linesLogged { User.tap(menuOnly) } == ["user: tap(More)"])
        #expect(runs == 1, "a menu opens; nothing in it runs")
    }

    @Test func row32_aPrimaryActionNamesAPlainItemButNotASystemItem() {
        let plain = UIBarButtonItem(title: "Old", primaryAction: UIAction(title: "Done") { _ in })
        #expect(plain.title == "Done")
        let system = UIBarButtonItem(systemItem: .save, primaryAction: UIAction(title: "Keep") { _ in })
        #expect(system.title == nil)
        let untitled = UIBarButtonItem(title: "Back", image: UIImage(systemName: "chevron.left"))
        untitled.primaryAction = UIAction(title: "Home", handler: { _ in })
        #expect(untitled.title == "Home")
    }
}
