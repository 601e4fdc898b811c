@testable import Submission
import NavigationSimulator

// The stage every test builds afresh: a visible window whose root is a tab bar with one tab,
// the navigation controller the adapter drives.

@MainActor
private final class Titled: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }
}

/// Watches an object without keeping it alive.
@MainActor
private final class Watched {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
    var isGone: Bool { object == nil }
}

/// Plays the coordinator: records every report. With `echoes` it renders each report back,
/// as a coordinator that always renders after a change would.
@MainActor
private final class ReportSpy: StackReconciling {
    var reports: [[ScreenEntry]] = []
    var echoes = false
    weak var port: (any NavigationPort)?

    func reconcile(visible: [ScreenEntry]) {
        reports.append(visible)
        if echoes { port?.render(visible) }
    }
}

@MainActor
private struct Stage {
    let window: UIWindow
    let nav: UINavigationController
    let adapter: NavigationAdapter
    let spy: ReportSpy

    var names: [String] { nav.viewControllers.map(Simulator.shared.name(of:)) }
}

@MainActor
private func makeStage() -> Stage {
    Simulator.shared.reset()
    let nav = UINavigationController()
    nav.title = "nav"
    let tabs = UITabBarController()
    tabs.title = "tabs"
    tabs.viewControllers = [nav]
    let window = UIWindow()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let adapter = NavigationAdapter(navigationController: nav) { entry in Titled(entry.description) }
    let spy = ReportSpy()
    spy.port = adapter
    adapter.coordinator = spy
    return Stage(window: window, nav: nav, adapter: adapter, spy: spy)
}

private let catalog = ScreenEntry(id: 1, destination: .catalog)
private let book7 = ScreenEntry(id: 2, destination: .book(7))
private let book8 = ScreenEntry(id: 3, destination: .book(8))

/// points: 2
/// rule: "Report only after a **completed** change."
/// rule: "a cancelled swipe never reaches `didShow`"
/// rule: "the controller of an entry on the stack"
/// rule: "told `reconcile(visible:)` once per change the person made"
@MainActor func cancelledSwipeChangesNothing() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    let bookController = stage.adapter.controller(forEntryID: 2)
    let swipe = User.beginSwipeBack(in: stage.nav)
    observe(stage.spy.reports, "a swipe that has only begun is not reported")
    swipe?.cancel()
    Simulator.shared.settle()
    observe(stage.spy.reports, "a cancelled swipe-back is never reported")
    observe(stage.names, "the book is still on the stack")
    observe(bookController != nil && stage.adapter.controller(forEntryID: 2) === bookController,
           "and the adapter still knows its controller")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.spy.reports, "a later Back tap is still reported")
}

/// points: 3
/// rule: "The newest render is what must end up on screen, and neither is the person navigating."
/// rule: "with the entries that are left, bottom first"
@MainActor func secondRenderDuringAnimationWins() {
    let stage = makeStage()
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    stage.adapter.render([catalog, book7])
    stage.adapter.render([catalog, book7, book8])
    Simulator.shared.settle()
    observe(stage.names, "the newest render is what ends up on screen")
    observe(stage.spy.reports, "the first render finishing mid-way is not the person navigating")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.spy.reports, "afterwards a Back tap is reported against the newest stack")
}

/// points: 1
/// rule: "a render that takes back a push that is still animating"
/// rule: "the newest render is what ends up on screen"
/// rule: "not the adapter's own renders"
@MainActor func renderBackWhileAPushAnimates() {
    let stage = makeStage()
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    stage.adapter.render([catalog, book7])
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    observe(stage.names, "taking the book away again while it is being pushed leaves the catalog")
    observe(stage.spy.reports, "neither of the two renders is reported")
}

/// points: 2
/// rule: "A re-tap on the selected tab is such a pop"
/// rule: "the tab bar then pops that tab's navigation controller to its root"
/// rule: "`nil` once the entry has gone"
@MainActor func tabRetapPopToRootIsReported() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7, book8])
    Simulator.shared.settle()
    guard let tabs = stage.nav.tabBarController else { return observe(false, "the stage has a tab bar") }
    User.tapTab(at: 0, in: tabs)
    Simulator.shared.settle()
    observe(stage.spy.reports, "re-tapping the selected tab pops to the root, reported once")
    observe(stage.adapter.controller(forEntryID: 2) == nil && stage.adapter.controller(forEntryID: 3) == nil,
           "both popped entries are forgotten")
}

/// points: 2
/// rule: "code outside the adapter that popped"
/// rule: "a change with `animated: false` has no transition coordinator at all"
@MainActor func nonAnimatedPopIsReported() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    stage.nav.popViewController(animated: false)   // code outside the adapter, e.g. a deep-link handler
    Simulator.shared.settle()
    observe(stage.spy.reports, "a pop without animation (no transition coordinator) is reported too")
}

/// points: 3
/// rule: "a render that was waiting for a dismissal must not land after the flow has ended"
/// rule: "`render([])` means logout: dismiss the sheet without animation, empty the stack without animation, and forget everything"
/// rule: "the next `render` shows only that session's stack"
/// rule: "Nothing else is ever reported: not the adapter's own renders, not a sheet, not logout."
@MainActor func staleSheetCompletionAfterLogoutChangesNothing() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    stage.adapter.presentSheet(for: ScreenEntry(id: 4, destination: .editor(7)))
    Simulator.shared.settle()
    stage.adapter.dismissSheet(thenRender: [catalog, book7, ScreenEntry(id: 5, destination: .receipt(7))])
    stage.adapter.render([])   // logout while the sheet is still going away
    Simulator.shared.settle()
    observe(stage.names, "after logout the old flow's pending render never lands")
    observe(stage.nav.presentedViewController == nil, "and no sheet is left")
    stage.adapter.render([ScreenEntry(id: 10, destination: .catalog)])
    Simulator.shared.settle()
    observe(stage.names, "the next session shows only its own stack")
    observe(stage.spy.reports, "nothing was reported as the person's navigation")
}

/// points: 1
/// rule: "A dismissal completion that arrives after a newer render, or after logout, changes nothing."
@MainActor func newerRenderBeatsAPendingSheetCompletion() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    stage.adapter.presentSheet(for: ScreenEntry(id: 4, destination: .editor(7)))
    Simulator.shared.settle()
    stage.adapter.dismissSheet(thenRender: [catalog, book7, ScreenEntry(id: 5, destination: .receipt(7))])
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    observe(stage.names, "a render made while the sheet goes away wins over the older one")
}

private let editor = ScreenEntry(id: 4, destination: .editor(7))
private let receipt = ScreenEntry(id: 5, destination: .receipt(7))

/// points: 2
/// rule: "While the adapter's sheet is up, `presentSheet` does nothing at all: the second sheet is neither shown nor kept for later, and the adapter does not even try to present it over the first"
/// rule: "render `stack` only once the sheet has gone"
/// rule: "Once the sheet has gone, the next `presentSheet` shows its sheet."
/// rule: "Nothing else is ever reported"
@MainActor func oneSheetAtATimeAndEachGoesBeforeItsRender() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    stage.adapter.presentSheet(for: editor)
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "the first sheet is shown")
    let log = Simulator.shared.log
    log.clear()
    stage.adapter.presentSheet(for: ScreenEntry(id: 6, destination: .editor(8)))
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "a second sheet waits its turn: it is ignored")
    observe(log.lines, "without even trying to present it over the first")
    stage.adapter.dismissSheet(thenRender: [catalog, book7, receipt])
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController == nil, "dismissing takes the sheet down")
    observe(stage.names, "and then renders the stack it was given")
    stage.adapter.presentSheet(for: ScreenEntry(id: 7, destination: .editor(9)))
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "once it has gone, a new sheet can come")
    observe(stage.spy.reports, "none of it is the person navigating")
}

/// points: 1
/// rule: "With no sheet up (none was presented, or its dismissal has already been asked for), it renders `stack` at once."
/// rule: "not the adapter's own renders"
@MainActor func dismissingWithNoSheetRendersAtOnce() {
    let stage = makeStage()
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    stage.adapter.dismissSheet(thenRender: [catalog, book8])
    Simulator.shared.settle()
    observe(stage.names, "with no sheet up there is nothing to wait for")
    observe(stage.spy.reports, "and the render is not reported back")
}

/// points: 2
/// rule: "`render([])` means logout: dismiss the sheet without animation, empty the stack without animation"
/// rule: "After logout the adapter serves the next session: the next `render` shows only that session's stack, and `presentSheet` works again."
@MainActor func logoutTakesDownAnOpenSheet() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    stage.adapter.presentSheet(for: editor)
    Simulator.shared.settle()
    stage.adapter.render([])
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController == nil, "logout dismisses the sheet that is up")
    observe(stage.names, "and empties the stack")
    stage.adapter.render([ScreenEntry(id: 10, destination: .catalog)])
    Simulator.shared.settle()
    stage.adapter.presentSheet(for: ScreenEntry(id: 11, destination: .editor(1)))
    Simulator.shared.settle()
    observe(stage.names, "the next session starts from its own stack")
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "and may show a sheet of its own")
}

/// points: 1
/// rule: "Rendering the stack already asked for does nothing at all: no call to the navigation controller, no transition, no report."
/// rule: "told `reconcile(visible:)` once per change the person made"
@MainActor func reRenderingTheRootLeavesNoRequestBehind() {
    let stage = makeStage()
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    let log = Simulator.shared.log
    log.clear()
    stage.adapter.render([catalog])   // already asked for: nothing to wait for
    Simulator.shared.settle()
    observe(log.lines, "rendering the stack already asked for does nothing at all")
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.spy.reports, "the person's Back tap to the root is theirs, not a late render")
}

/// points: 1
/// rule: "when its owner lets go of the adapter, it is freed at once, even while its sheet is still going away, and the render that dismissal was waiting to make never lands"
@MainActor func aPendingDismissalDoesNotKeepTheAdapterAlive() {
    let stage = makeStage()
    var adapter: NavigationAdapter? = NavigationAdapter(navigationController: stage.nav) { Titled($0.description) }
    adapter?.render([catalog])
    Simulator.shared.settle()
    adapter?.presentSheet(for: editor)
    Simulator.shared.settle()
    adapter?.dismissSheet(thenRender: [catalog, book7])
    let watched = Watched(adapter)
    adapter = nil
    observe(watched.isGone, "letting go of the adapter frees it at once, even while its sheet is still going away")
    Simulator.shared.settle()
    observe(stage.names, "and the render it was waiting to make never lands")
}
