// Habit: an onboarding coordinator that creates its navigation controller as a stored
// property's default value and hides the navigation bar for its full-screen pages
// (`setNavigationBarHidden(true, animated: false)`), showing it again for the last step
// through `isNavigationBarHidden`. Not actor-annotated: in Swift 6 mode the default value
// `UINavigationController()` is an error (a main-actor initializer run from a nonisolated
// initializer), and the calls in methods are warnings.
// swift6: isolation-errors
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

enum OnboardingPage: CaseIterable {
    case welcome, notifications, location
}

final class OnboardingPageViewController: UIViewController {
    let page: OnboardingPage
    var onContinue: (() -> Void)?

    init(page: OnboardingPage) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CreateAccountViewController: UIViewController {}

final class OnboardingCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    var onFinish: (() -> Void)?
    private var remainingPages = OnboardingPage.allCases

    func start() {
        navigationController.setNavigationBarHidden(true, animated: false)
        showNextPage()
    }

    private func showNextPage() {
        guard !remainingPages.isEmpty else {
            showCreateAccount()
            return
        }
        let page = OnboardingPageViewController(page: remainingPages.removeFirst())
        page.onContinue = { [weak self] in self?.showNextPage() }
        if navigationController.viewControllers.isEmpty {
            navigationController.setViewControllers([page], animated: false)
        } else {
            navigationController.pushViewController(page, animated: true)
        }
    }

    private func showCreateAccount() {
        if navigationController.isNavigationBarHidden {
            navigationController.setNavigationBarHidden(false, animated: true)
        }
        navigationController.pushViewController(CreateAccountViewController(), animated: true)
    }
}
