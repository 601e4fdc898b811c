// Habit: a custom card presentation: the coordinator keeps a strong reference to an
// `NSObject` that conforms to `UIViewControllerTransitioningDelegate` (the controller's
// `transitioningDelegate` is weak), sets `modalPresentationStyle = .custom`, and vends a
// `UIPresentationController` subclass. The coordinator is `@MainActor`.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

final class CardPresentationController: UIPresentationController {
    var dismissesOnTapOutside = true
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class FilterViewController: UIViewController {
    var onApply: (() -> Void)?
}

@MainActor
final class SearchFiltersCoordinator {
    private let presenter: UIViewController
    private let cardTransitions = CardTransitioningDelegate()

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let filters = FilterViewController()
        filters.modalPresentationStyle = .custom
        filters.transitioningDelegate = cardTransitions
        filters.onApply = { [weak filters] in filters?.dismiss(animated: true) }
        presenter.present(filters, animated: true)
    }
}
