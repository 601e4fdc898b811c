// Habit: a hand-written container that swaps one child for another (a "flow container"
// a coordinator installs as the window's root) and forwards appearance itself with
// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`, after turning off
// automatic forwarding.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

final class FlowContainerViewController: UIViewController {
    private(set) var current: UIViewController?

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        current?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        current?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        current?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        current?.endAppearanceTransition()
    }

    func transition(to next: UIViewController) {
        let previous = current
        previous?.willMove(toParent: nil)
        addChild(next)

        previous?.beginAppearanceTransition(false, animated: false)
        next.beginAppearanceTransition(true, animated: false)
        current = next
        previous?.endAppearanceTransition()
        next.endAppearanceTransition()

        previous?.removeFromParent()
        next.didMove(toParent: self)
    }
}

final class LoadingViewController: UIViewController {}
final class DashboardViewController: UIViewController {}

@MainActor
final class LaunchCoordinator {
    let container = FlowContainerViewController()

    func start(in window: UIWindow) {
        container.transition(to: LoadingViewController())
        window.rootViewController = container
        window.makeKeyAndVisible()
    }

    func finishLoading() {
        container.transition(to: DashboardViewController())
    }
}
