// Habit: a modal child flow that presents its own navigation controller full screen, reads
// back who presented it through `presentationController?.presentingViewController`, and on
// finishing dismisses from the presenting side. Not actor-annotated.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class ScannerViewController: UIViewController {
    var onCodeFound: ((String) -> Void)?
    var onCancel: (() -> Void)?
}

final class ScanResultViewController: UIViewController {
    var code = ""
}

final class ScannerCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: ((String?) -> Void)?
    private let presenter: UIViewController
    private var navigationController: UINavigationController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let scanner = ScannerViewController()
        scanner.onCodeFound = { [weak self] code in self?.showResult(code) }
        scanner.onCancel = { [weak self] in self?.finish(with: nil) }
        let navigationController = UINavigationController(rootViewController: scanner)
        navigationController.modalPresentationStyle = .fullScreen
        self.navigationController = navigationController
        presenter.present(navigationController, animated: true, completion: nil)
    }

    private func showResult(_ code: String) {
        let result = ScanResultViewController()
        result.code = code
        navigationController?.pushViewController(result, animated: true)
    }

    private func finish(with code: String?) {
        guard let presentation = navigationController?.presentationController else {
            onFinish?(code)
            return
        }
        let presenting: UIViewController = presentation.presentingViewController
        presenting.dismiss(animated: true) { [weak self] in
            self?.onFinish?(code)
        }
    }
}
