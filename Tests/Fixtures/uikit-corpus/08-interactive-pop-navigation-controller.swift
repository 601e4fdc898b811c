// Habit: a navigation controller that hides the bar on some screens yet keeps the swipe-back
// gesture by making itself the interactive pop gesture's delegate
// (`interactivePopGestureRecognizer?.delegate = self`) and allowing the swipe only when
// there is something to go back to.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

final class SwipeBackNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.delegate = self
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // A swipe that starts while a push is still animating can corrupt the stack.
        interactivePopGestureRecognizer?.isEnabled = false
        super.pushViewController(viewController, animated: animated)
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === interactivePopGestureRecognizer else { return true }
        return viewControllers.count > 1 && transitionCoordinator == nil
    }
}

extension SwipeBackNavigationController: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
    }
}

final class StoryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
