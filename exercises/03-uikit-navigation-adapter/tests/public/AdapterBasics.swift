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

/// points: 1
@MainActor func rendersEntriesAsViewControllers() {
    let stage = makeStage()
    stage.adapter.render([catalog])
    Simulator.shared.settle()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    expectEqual(stage.names, ["catalog#1", "book7#2"], "the navigation controller shows one controller per entry")
    expect(stage.adapter.controller(forEntryID: 2) === stage.nav.topViewController,
           "controller(forEntryID:) returns the controller shown for that entry")
    expectEqual(stage.spy.reports, [], "the adapter's own renders are not reported to the coordinator")
}

/// points: 1
@MainActor func keptEntryKeepsItsController() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    let catalogController = stage.adapter.controller(forEntryID: 1)
    let bookController = stage.adapter.controller(forEntryID: 2)
    stage.adapter.render([catalog, book7, book8])
    Simulator.shared.settle()
    expect(catalogController != nil && stage.nav.viewControllers.first === catalogController,
           "an entry that stays on the stack keeps its view controller")
    expect(bookController != nil && stage.adapter.controller(forEntryID: 2) === bookController,
           "a deeper render reuses the controllers of the entries below")
    expectEqual(stage.names, ["catalog#1", "book7#2", "book8#3"], "the new entry is pushed on top")
}

/// points: 1
@MainActor func renderingTheShownStackAgainChangesNothing() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    expectEqual(stage.names, ["catalog#1", "book7#2"], "the stack is shown")
    let shown = stage.nav.viewControllers
    stage.adapter.render([catalog, book7])
    expect(!Simulator.shared.hasTransitionsInFlight, "rendering the stack already shown starts no transition")
    Simulator.shared.settle()
    expect(stage.nav.viewControllers.elementsEqual(shown, by: ===), "the same controllers stay on screen")
    expectEqual(stage.spy.reports, [], "and nothing is reported back")
}

/// points: 2
@MainActor func backTapIsReported() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    expectEqual(stage.spy.reports, [[catalog]], "a Back tap is reported once, with the stack that is left")
    expect(stage.adapter.controller(forEntryID: 2) == nil, "the adapter forgets the popped entry's controller")
}

/// points: 1
@MainActor func completedSwipeIsReported() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7, book8])
    Simulator.shared.settle()
    User.beginSwipeBack(in: stage.nav)?.finish()
    Simulator.shared.settle()
    expectEqual(stage.spy.reports, [[catalog, book7]], "a completed swipe-back is reported with the stack that is left")
}

/// points: 1
@MainActor func echoedReportStartsNoLoop() {
    let stage = makeStage()
    stage.spy.echoes = true
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    expectEqual(stage.spy.reports, [[catalog]], "a coordinator that renders the reported stack back hears nothing more")
    expectEqual(stage.names, ["catalog#1"], "and the stack stays as the person left it")
}

/// points: 1
@MainActor func sheetIsDismissedBeforeTheNextRender() {
    let stage = makeStage()
    stage.adapter.render([catalog, book7])
    Simulator.shared.settle()
    stage.adapter.presentSheet(for: ScreenEntry(id: 4, destination: .editor(7)))
    Simulator.shared.settle()
    expectEqual(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "editor7#4", "presentSheet shows the entry as a sheet")
    let receipt = ScreenEntry(id: 5, destination: .receipt(7))
    stage.adapter.dismissSheet(thenRender: [catalog, book7, receipt])
    expectEqual(stage.names, ["catalog#1", "book7#2"], "the stack waits until the sheet has gone")
    Simulator.shared.settle()
    expect(stage.nav.presentedViewController == nil, "the sheet is dismissed")
    expectEqual(stage.names, ["catalog#1", "book7#2", "receipt7#5"], "then the stack is rendered")
    expectEqual(stage.spy.reports, [], "none of it is reported as the person's navigation")
}
