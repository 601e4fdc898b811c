@testable import Submission
import NavigationSimulator

// Each test puts a fresh navigation controller on screen as a window's root and starts a
// fresh LibraryCoordinator on it; the test itself plays the scene delegate that owns it.

/// Watches an object without keeping it alive.
@MainActor
private final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }

    var isGone: Bool { object == nil }
}

@MainActor
private struct Stage {
    let window: UIWindow
    let nav: UINavigationController
    let library: LibraryCoordinator

    var names: [String] { nav.viewControllers.map(Simulator.shared.name(of:)) }

    func tapProfileRow() {
        (nav.viewControllers.first as? LibraryScreen)?.profileRowTapped()
        Simulator.shared.settle()
    }

    func tapEditRow() {
        (nav.topViewController as? ProfileScreen)?.editRowTapped()
        Simulator.shared.settle()
    }
}

@MainActor
private func makeStage() -> Stage {
    Simulator.shared.reset()
    let nav = UINavigationController()
    nav.title = "nav"
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let library = LibraryCoordinator(navigationController: nav)
    library.start()
    return Stage(window: window, nav: nav, library: library)
}

/// points: 1
@MainActor func profileRowStartsAChild() {
    let stage = makeStage()
    expectEqual(stage.names, ["Library"], "start() shows the Library screen")
    expect(stage.nav.delegate === stage.library, "the parent is the navigation controller's delegate")
    stage.tapProfileRow()
    expectEqual(stage.library.childCoordinators.count, 1, "tapping Profile starts one child flow, owned by the parent")
    expectEqual(stage.names, ["Library", "Profile"], "the child pushed its first screen")
}

/// points: 2
@MainActor func doneFinishesAndFreesTheFlow() {
    let stage = makeStage()
    stage.tapProfileRow()
    let child = Weak(stage.library.childCoordinators.first)
    let profile = Weak(stage.nav.topViewController)
    (stage.nav.topViewController as? ProfileScreen)?.doneTapped()
    Simulator.shared.settle()
    expectEqual(stage.names, ["Library"], "Done pops the flow's screen")
    expectEqual(stage.library.childCoordinators.count, 0, "the parent removes the finished child")
    expect(child.isGone, "the finished child coordinator is deallocated")
    expect(profile.isGone, "and so is its Profile screen")
}

/// points: 2
@MainActor func backTapFinishesTheFlow() {
    let stage = makeStage()
    stage.tapProfileRow()
    let child = Weak(stage.library.childCoordinators.first)
    let profile = Weak(stage.nav.topViewController)
    expectEqual(stage.names, ["Library", "Profile"], "the profile flow is running: its Profile screen is on top")
    expect(!child.isGone, "and its child coordinator is alive")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    expectEqual(stage.library.childCoordinators.count, 0, "a Back tap from the flow's first screen ends the flow")
    expect(child.isGone && profile.isGone, "the child and its screen are deallocated")
}

/// points: 1
@MainActor func completedSwipeFinishesTheFlow() {
    let stage = makeStage()
    stage.tapProfileRow()
    let child = Weak(stage.library.childCoordinators.first)
    expectEqual(stage.library.childCoordinators.count, 1, "the profile flow is running")
    User.beginSwipeBack(in: stage.nav)?.finish()
    Simulator.shared.settle()
    expectEqual(stage.library.childCoordinators.count, 0, "a completed swipe-back ends the flow")
    expect(child.isGone, "and the child is deallocated")
}
