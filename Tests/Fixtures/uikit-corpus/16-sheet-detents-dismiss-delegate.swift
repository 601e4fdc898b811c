// Habit: a child coordinator that presents its flow as a half-height sheet
// (`sheetPresentationController?.detents = [.medium(), .large()]`) and makes itself the
// presentation controller's delegate (`presentationController?.delegate = self`) so a swipe
// down finishes the flow the same way its Close button does. The delegate conformance makes
// the coordinator main-actor isolated, so in Swift 6 mode it clashes with the app's
// nonisolated `Coordinator` protocol (an error).
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

final class QuickAddViewController: UIViewController {
    var onClose: (() -> Void)?
}

final class QuickAddCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    var onFinish: ((QuickAddCoordinator) -> Void)?
    private let presenter: UIViewController
    private weak var navigationController: UINavigationController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let screen = QuickAddViewController()
        screen.onClose = { [weak self] in self?.close() }
        let navigationController = UINavigationController(rootViewController: screen)
        if let sheet = navigationController.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
        navigationController.presentationController?.delegate = self
        self.navigationController = navigationController
        presenter.present(navigationController, animated: true)
    }

    private func close() {
        navigationController?.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.onFinish?(self)
        }
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?(self)
    }
}
