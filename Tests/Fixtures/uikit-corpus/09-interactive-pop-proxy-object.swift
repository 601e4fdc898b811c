// Habit: a small `NSObject` that stands in as the interactive pop gesture's delegate for a
// navigation controller whose bar is hidden, installed by a (not actor-annotated)
// coordinator that has to keep it alive, because the gesture's `delegate` is weak.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

final class InteractivePopRecognizer: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (navigationController?.viewControllers.count ?? 0) > 1
    }

    // Lets the edge swipe work even when the top screen has its own recognizers.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

final class PlayerListViewController: UIViewController {
    var onSelectPlayer: ((String) -> Void)?
}

final class PlayerViewController: UIViewController {}

final class PlayersCoordinator {
    private let navigationController: UINavigationController
    private var popRecognizer: InteractivePopRecognizer?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setNavigationBarHidden(true, animated: false)
        let recognizer = InteractivePopRecognizer(navigationController: navigationController)
        navigationController.interactivePopGestureRecognizer?.delegate = recognizer
        popRecognizer = recognizer

        let list = PlayerListViewController()
        list.onSelectPlayer = { [weak self] _ in self?.showPlayer() }
        navigationController.viewControllers = [list]
    }

    private func showPlayer() {
        navigationController.pushViewController(PlayerViewController(), animated: true)
    }
}
