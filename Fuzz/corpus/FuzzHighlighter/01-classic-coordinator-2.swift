let simulator = Simulator.shared
var windows: [UIWindow] = []    // keeps every stage's window alive

/// A navigation controller on screen, as the root of a visible window.
@MainActor
func makeStage() -> UINavigationController {
    let navigationController = UINavigationController()
    let window = UIWindow()
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    windows.append(window)
    return navigationController
}

// Driver: names the screens on a stack for the checks, as the simulator's log does.
@MainActor
func names(_ navigationController: UINavigationController) -> [String] {
    navigationController.viewControllers.map(\.simulatorName)
}

let coupledSignIn = makeStage()
coupledSignIn.setViewControllers([CoupledLoginViewController()], animated: false)
(coupledSignIn.topViewController as? CoupledLoginViewController)?.logInTapped()
simulator.settle()
checkEqual(names(coupledSignIn), ["CoupledLoginViewController", "HomeViewController"],
           "in the sign-in flow the coupled login pushes Home, as intended")
