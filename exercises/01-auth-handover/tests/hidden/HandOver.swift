@testable import Submission
import NavigationSimulator

// Each test puts a fresh navigation controller on screen as a window's root; the test itself
// plays the scene delegate that owns the coordinator it starts.

/// Watches an object without keeping it alive.
@MainActor
private final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}

/// The names of the watched objects that are still alive, in the order given.
@MainActor
private func stillAlive(_ watched: [(name: String, weak: Weak)]) -> [String] {
    watched.filter { $0.weak.object != nil }.map(\.name)
}

@MainActor
private struct Stage {
    let window: UIWindow
    let nav: UINavigationController

    var names: [String] { nav.viewControllers.map(Simulator.shared.name(of:)) }
    var homeUser: String? { (nav.topViewController as? HomeScreen)?.userName }

    func tapLogIn(as userName: String) {
        (nav.viewControllers.first as? LoginScreen)?.logInTapped(as: userName)
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
    return Stage(window: window, nav: nav)
}

/// The kinds of the children a coordinator owns, in order.
@MainActor
private func kinds(_ coordinator: any Coordinator) -> [String] {
    coordinator.childCoordinators.map { String(describing: type(of: $0)) }
}

/// points: 2
/// rule: "A login makes the `AuthCoordinator` call `onFinish` with the user name. It never shows Home itself"
/// rule: "`LoginScreen.logInTapped(as:)` only calls `onLogin` with the user name. It never touches a navigation controller"
/// rule: "`AuthCoordinator.start()` shows a `LoginScreen` as the only screen, at once"
@MainActor func theAuthFlowOnlyReports() {
    let stage = makeStage()
    let auth = AuthCoordinator(navigationController: stage.nav)
    var finished: [String] = []
    auth.onFinish = { finished.append($0) }
    auth.start()
    observe(stage.names, "start() shows Login at once, without waiting for an animation")
    stage.tapLogIn(as: "Grace")
    Simulator.shared.settle()
    observe(finished, "the login is reported with its user name")
    observe(stage.names, "and nothing else happens on screen: the parent decides what follows")
}

/// points: 2
/// rule: "`onFinish` is called at most once: a second tap on Log in, even one that comes before Home's animation has ended, is ignored."
@MainActor func aSecondLogInIsIgnored() {
    let stage = makeStage()
    let auth = AuthCoordinator(navigationController: stage.nav)
    var finished: [String] = []
    auth.onFinish = { finished.append($0) }
    auth.start()
    stage.tapLogIn(as: "Ada")
    stage.tapLogIn(as: "Bob")
    Simulator.shared.settle()
    stage.tapLogIn(as: "Cy")
    observe(finished, "the auth flow finishes once, with the first user name")
}

/// points: 2
/// rule: "replaces the whole stack with a `HomeScreen` for the reported user name, with one `setViewControllers(_:animated: true)`"
/// rule: "The stack is replaced when that animation ends"
/// rule: "Home is then the only screen, so the Back button does nothing"
/// rule: "An initializer only stores what it is given and shows nothing"
@MainActor func homeReplacesTheStack() {
    let stage = makeStage()
    let app = AppCoordinator(navigationController: stage.nav)
    observe(stage.names, "creating the app coordinator shows nothing")
    app.start()
    stage.tapLogIn(as: "Grace")
    observe(stage.names, "while Home animates in, Login is still on the stack")
    Simulator.shared.settle()
    observe(stage.names, "then Home has replaced it")
    observe(stage.homeUser, "Home greets the user who logged in")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.names, "Back cannot lead to the finished login")
}

/// points: 2
/// rule: "the `AppCoordinator` removes it from `childCoordinators`"
/// rule: "The finished `AuthCoordinator` is deallocated as soon as the `AppCoordinator` removes it, and its `LoginScreen` once the animation has taken it off the stack."
@MainActor func theFinishedAuthFlowIsFreed() {
    let stage = makeStage()
    let app = AppCoordinator(navigationController: stage.nav)
    app.start()
    observe(kinds(app), "the app coordinator owns the running auth flow")
    let watched = [("the auth coordinator", Weak(app.childCoordinators.first)),
                   ("the login screen", Weak(stage.nav.topViewController))]
    stage.tapLogIn(as: "Ada")
    observe(kinds(app), "the login removes the finished auth flow at once")
    observe(stillAlive(watched), "the auth coordinator is freed at once; its login screen waits for the animation")
    Simulator.shared.settle()
    observe(stillAlive(watched), "after the animation both are gone")
}

/// points: 2
/// rule: "Nothing holds the `AppCoordinator` but its owner: drop it while the login screen is shown and it is deallocated, and its auth child with it."
/// rule: "with nobody listening a tap does nothing"
@MainActor func droppingTheAppFreesItAndItsChild() {
    let stage = makeStage()
    var app: AppCoordinator? = AppCoordinator(navigationController: stage.nav)
    app?.start()
    let watched = [("the app coordinator", Weak(app)),
                   ("its auth flow", Weak(app?.childCoordinators.first))]
    observe(app.map(kinds), "the auth flow is running")
    app = nil
    observe(stillAlive(watched), "the owner lets go of the app coordinator: it and its child are freed")
    stage.tapLogIn(as: "Ada")
    Simulator.shared.settle()
    observe(stage.names, "the login screen stays on the stack, and its tap reaches nobody")
}

/// points: 1
/// rule: "`onFinish` is called at most once"
/// rule: "`childCoordinators` is the child's only owner."
@MainActor func aDoubleTapShowsHomeOnce() {
    let stage = makeStage()
    let app = AppCoordinator(navigationController: stage.nav)
    app.start()
    stage.tapLogIn(as: "Ada")
    stage.tapLogIn(as: "Bob")
    Simulator.shared.settle()
    observe(stage.names, "a double tap on Log in ends on one Home screen")
    observe(stage.homeUser, "the first login's")
    observe(kinds(app), "with no auth flow left")
}
