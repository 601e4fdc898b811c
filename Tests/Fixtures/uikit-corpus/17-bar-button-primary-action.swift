// Habit: a modal flow whose screens get their Done and Cancel buttons from the coordinator,
// built with closures instead of target–action:
// `UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in … })`.
// The coordinator is `@MainActor`.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol ProfileStore {
    func save()
}

final class EditProfileViewController: UIViewController {}

@MainActor
final class EditProfileCoordinator {
    private let presenter: UIViewController
    private let store: ProfileStore
    private var navigationController: UINavigationController?
    var onFinish: ((Bool) -> Void)?

    init(presenter: UIViewController, store: ProfileStore) {
        self.presenter = presenter
        self.store = store
    }

    func start() {
        let editor = EditProfileViewController()
        editor.title = "Edit Profile"
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in self?.finish(saving: true) })
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.finish(saving: false) })

        let navigationController = UINavigationController(rootViewController: editor)
        navigationController.modalPresentationStyle = .formSheet
        navigationController.isModalInPresentation = true
        self.navigationController = navigationController
        presenter.present(navigationController, animated: true)
    }

    private func finish(saving: Bool) {
        if saving {
            store.save()
        }
        navigationController?.dismiss(animated: true) { [weak self] in
            self?.onFinish?(saving)
        }
    }
}
