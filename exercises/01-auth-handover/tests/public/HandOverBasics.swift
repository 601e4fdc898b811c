@testable import Submission
import NavigationSimulator

// Each test puts a fresh navigation controller on screen as a window's root; the test itself
// plays the scene delegate that owns the coordinator it starts.

@MainActor
private struct Stage {
    let window: UIWindow
    let nav: UINavigationController

    var names: [String] { nav.viewControllers.map(Simulator.shared.name(of:)) }

    func tapLogIn(as userName: String) {
        (nav.topViewController as? LoginScreen)?.logInTapped(as: userName)
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

/// points: 1
@MainActor func loginScreenReportsTheUserName() {
    let stage = makeStage()
    let login = LoginScreen()
    var reported: [String] = []
    login.onLogin = { reported.append($0) }
    stage.nav.setViewControllers([login], animated: false)
    stage.tapLogIn(as: "Ada")
    Simulator.shared.settle()
    expectEqual(reported, ["Ada"], "Log in reports the user name through onLogin")
    expectEqual(stage.names, ["Login"], "and the login screen does not navigate by itself")
}

/// points: 1
@MainActor func authFlowShowsLoginAndReportsTheEnd() {
    let stage = makeStage()
    let auth = AuthCoordinator(navigationController: stage.nav)
    var finished: [String] = []
    auth.onFinish = { finished.append($0) }
    expectEqual(stage.names, [], "creating the auth coordinator shows nothing")
    auth.start()
    expectEqual(stage.names, ["Login"], "start() shows the login screen as the only screen")
    stage.tapLogIn(as: "Ada")
    Simulator.shared.settle()
    expectEqual(finished, ["Ada"], "a login finishes the auth flow with the user name")
}

/// points: 1
@MainActor func appStartsTheAuthFlowAsAChild() {
    let stage = makeStage()
    let app = AppCoordinator(navigationController: stage.nav)
    app.start()
    expectEqual(stage.names, ["Login"], "the app starts on the login screen")
    expectEqual(kinds(app), ["AuthCoordinator"], "which belongs to an auth flow the app coordinator owns")
}

/// points: 2
@MainActor func loginHandsOverToHome() {
    let stage = makeStage()
    let app = AppCoordinator(navigationController: stage.nav)
    app.start()
    stage.tapLogIn(as: "Ada")
    Simulator.shared.settle()
    expectEqual(stage.names, ["Home"], "after the login Home is the only screen")
    expectEqual((stage.nav.topViewController as? HomeScreen)?.userName, "Ada", "for the user who logged in")
    expectEqual(kinds(app), [], "and the finished auth flow has been removed")
}
