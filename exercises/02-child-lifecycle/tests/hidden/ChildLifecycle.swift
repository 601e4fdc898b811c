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

/// The names of the watched objects that are still alive, in the order given.
@MainActor
private func stillAlive(_ watched: [(name: String, weak: Weak)]) -> [String] {
    watched.filter { !$0.weak.isGone }.map(\.name)
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

/// points: 2
/// rule: "A swipe the person abandons ends nothing"
/// rule: "and never a cancelled swipe"
/// rule: "*Edit* pushes an `EditProfileScreen`, animated"
@MainActor func cancelledSwipeKeepsTheChild() {
    let stage = makeStage()
    stage.tapProfileRow()
    let swipe = User.beginSwipeBack(in: stage.nav)
    swipe?.cancel()
    Simulator.shared.settle()
    observe(stage.names, "after a cancelled swipe Profile is still on screen")
    observe(stage.library.childCoordinators.count, "so its flow keeps running")
    stage.tapEditRow()
    observe(stage.names, "and still answers its screen")
}

/// points: 2
/// rule: "leaving *Edit* for *Profile* is movement inside the flow, not its end"
/// rule: "a popped *Edit* is freed even though its flow goes on"
/// rule: "So do the Back button and the edge swipe on Profile"
@MainActor func poppingTheSecondScreenKeepsTheChild() {
    let stage = makeStage()
    stage.tapProfileRow()
    stage.tapEditRow()
    let edit = Weak(stage.nav.topViewController)
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.library.childCoordinators.count, "going back from Edit to Profile does not end the flow")
    observe(edit.isGone, "the popped Edit screen is released all the same")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.library.childCoordinators.count, "going back from Profile does")
}

/// points: 2
/// rule: "so does any code that pops the flow's screens, with or without animation"
/// rule: "the child coordinator and every screen it pushed must be deallocated"
/// rule: "a pop without animation has no transition coordinator"
@MainActor func nonAnimatedPopToRootFreesTheWholeFlow() {
    let stage = makeStage()
    stage.tapProfileRow()
    stage.tapEditRow()
    let child = Weak(stage.library.childCoordinators.first)
    let profile = Weak(stage.nav.viewControllers.dropFirst().first)
    let edit = Weak(stage.nav.topViewController)
    observe(stage.names, "the flow shows both of its screens")
    stage.nav.popToRootViewController(animated: false)   // e.g. a deep link to the Library
    Simulator.shared.settle()
    observe(stage.library.childCoordinators.count, "a pop without animation ends the flow too")
    observe(child.isGone, "the child coordinator is deallocated")
    observe(profile.isGone && edit.isGone, "and its whole screen stack, Profile and Edit")
}

/// points: 1
/// rule: "after a pop over several screens `.from` is only the old top"
/// rule: "so does any code that pops the flow's screens"
@MainActor func animatedPopOverSeveralScreensFinishesTheFlow() {
    let stage = makeStage()
    stage.tapProfileRow()
    stage.tapEditRow()
    let child = Weak(stage.library.childCoordinators.first)
    observe(stage.library.childCoordinators.count, "the profile flow is running")
    stage.nav.popToRootViewController(animated: true)
    Simulator.shared.settle()
    observe(stage.library.childCoordinators.count, "popping from Edit straight to the Library ends the flow")
    observe(child.isGone, "and frees the child")
}

/// points: 2
/// rule: "A child that holds its parent strongly forms a cycle with it, and neither is ever freed."
/// rule: "the only strong reference to a child coordinator is the parent's `childCoordinators`"
@MainActor func droppingTheParentFreesARunningChild() {
    Simulator.shared.reset()
    let nav = UINavigationController()
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    var library: LibraryCoordinator? = LibraryCoordinator(navigationController: nav)
    library?.start()
    (nav.viewControllers.first as? LibraryScreen)?.profileRowTapped()
    Simulator.shared.settle()
    let parent = Weak(library)
    let child = Weak(library?.childCoordinators.first)
    observe(library?.childCoordinators.count, "the profile flow is running")
    library = nil
    observe(stillAlive([("the library", parent), ("its profile flow", child)]),
            "the scene's owner drops the parent and it is deallocated, and the child it owned goes with it: nothing ties them in a cycle")
}

/// points: 2
/// rule: "reports the end to the delegate at once, in the same call, before that pop has finished"
/// rule: "*Done* pops back to the screen below Profile, animated (taking *Edit* with it if it is up)"
/// rule: "the child coordinator and every screen it pushed must be deallocated"
@MainActor func doneFromUnderEditEndsTheFlowAtOnce() {
    let stage = makeStage()
    stage.tapProfileRow()
    stage.tapEditRow()
    let child = Weak(stage.library.childCoordinators.first)
    (stage.nav.viewControllers.dropFirst().first as? ProfileScreen)?.doneTapped()
    observe(stage.library.childCoordinators.count, "Done reports the end straight away, before the pop has finished")
    Simulator.shared.settle()
    observe(stage.names, "Done pops both of the flow's screens, back to the one below Profile")
    observe(child.isGone, "and the finished child is freed")
}

/// points: 1
/// rule: "Every call of `profileRowTapped()` starts a new child flow, even while another one is running"
/// rule: "*Done* on the newer flow pops only that flow's screens and removes only that flow, and the older one keeps running."
@MainActor func finishingTheNewerOfTwoFlowsKeepsTheOlder() {
    let stage = makeStage()
    stage.tapProfileRow()
    stage.tapProfileRow()   // a second profile flow over the first (the Library row is still reachable in code)
    observe(stage.names, "each flow pushed its own Profile screen")
    let older = Weak(stage.library.childCoordinators.first)
    (stage.nav.topViewController as? ProfileScreen)?.doneTapped()
    Simulator.shared.settle()
    observe(stage.names, "Done on the newer flow pops only its screen")
    observe(stage.library.childCoordinators.count, "and removes only that flow")
    observe(!older.isGone, "the older flow keeps running")
}

/// points: 1
/// rule: "When Profile is the root (a `ProfileCoordinator` started on an empty stack), there is no screen below it: *Done* pops nothing and only reports the end."
@MainActor func doneOnAFlowWithNothingBelowOnlyReportsTheEnd() {
    Simulator.shared.reset()
    let nav = UINavigationController()
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let profile = ProfileCoordinator(navigationController: nav)
    profile.start()
    Simulator.shared.settle()
    observe(nav.viewControllers.map(Simulator.shared.name(of:)), "started on an empty stack, Profile is the root")
    (nav.topViewController as? ProfileScreen)?.doneTapped()
    Simulator.shared.settle()
    observe(nav.viewControllers.map(Simulator.shared.name(of:)), "there is no screen below to pop back to")
}
