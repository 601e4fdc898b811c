import Foundation
import NavigationSimulator
import Testing

/// A view controller named by its title, so log lines read `Home.viewDidLoad()`. It keeps a
/// snapshot of its flags, stack and coordinator at each appearance callback, for row 18.
@MainActor
final class Screen: UIViewController {
    struct Snapshot: Equatable {
        var isMovingToParent = false
        var isMovingFromParent = false
        var isBeingPresented = false
        var isBeingDismissed = false
        var stack: [String]? = nil
        var hasCoordinator = false
    }

    /// The last snapshot taken in each callback, keyed by its name (`"viewWillAppear"`).
    private(set) var seen: [String: Snapshot] = [:]

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewWillAppear(_ animated: Bool) { take("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { take("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { take("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { take("viewDidDisappear") }

    private func take(_ callback: String) {
        seen[callback] = Snapshot(
            isMovingToParent: isMovingToParent, isMovingFromParent: isMovingFromParent,
            isBeingPresented: isBeingPresented, isBeingDismissed: isBeingDismissed,
            stack: navigationController?.viewControllers.map(Simulator.shared.name(of:)),
            hasCoordinator: transitionCoordinator != nil)
    }
}

/// A quiet navigation delegate that remembers the transition coordinator it saw.
@MainActor
final class NavigationSpy: NSObject, UINavigationControllerDelegate {
    var coordinatorInWillShow: (any UIViewControllerTransitionCoordinator)?
    var coordinatorInDidShow: (any UIViewControllerTransitionCoordinator)?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        coordinatorInWillShow = navigationController.transitionCoordinator
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        coordinatorInDidShow = navigationController.transitionCoordinator
    }
}

/// The classic back-button check (UIKit reference, row 17): in `didShow`, a `.from`
/// controller no longer in the stack was popped. Notes each detection in the log.
@MainActor
final class BackButtonDetector: NSObject, UINavigationControllerDelegate {
    private(set) var popped: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(where: { $0 === from })
        else { return }
        popped.append(Simulator.shared.name(of: from))
        Simulator.shared.log.note("detector.popped(\(Simulator.shared.name(of: from)))")
    }
}

/// A visible window whose root is a navigation controller `nav` showing `Home`, with the
/// log cleared after setup.
@MainActor
struct Stage {
    let window = UIWindow()
    let home = Screen("Home")
    let nav: UINavigationController
    let spy = NavigationSpy()

    init(pushing names: [String] = []) {
        Simulator.shared.reset()
        nav = UINavigationController(rootViewController: home)
        nav.title = "nav"
        nav.delegate = spy
        window.rootViewController = nav
        window.makeKeyAndVisible()
        for name in names { nav.pushViewController(Screen(name), animated: false) }
        Simulator.shared.log.clear()
    }

    var titles: [String] { nav.viewControllers.map(Simulator.shared.name(of:)) }
}

@MainActor
var logLines: [String] { Simulator.shared.log.lines }

/// Replaces the crashing raise handler and collects the messages instead.
@MainActor
final class RaiseCatcher {
    private(set) var messages: [String] = []

    init() {
        Simulator.shared.raiseHandler = { [unowned self] message in messages.append(message) }
    }
}

/// Clears the log and returns what `body` adds to it.
@MainActor
func linesLogged(by body: () -> Void) -> [String] {
    Simulator.shared.log.clear()
    body()
    return Simulator.shared.log.lines
}
