// Habit: a coordinator inside a tab that pushes a full-screen detail with
// `hidesBottomBarWhenPushed = true`, so the tab bar slides away while the detail is on top.
// The coordinator is `@MainActor`.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

struct Photo: Hashable {
    let id: UUID
}

final class GalleryViewController: UIViewController {
    var onOpenPhoto: ((Photo) -> Void)?
}

final class PhotoViewerViewController: UIViewController {
    private let photo: Photo

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PhotoEditorViewController: UIViewController {}

@MainActor
final class GalleryCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let gallery = GalleryViewController()
        gallery.title = "Photos"
        gallery.onOpenPhoto = { [weak self] photo in self?.open(photo) }
        navigationController.setViewControllers([gallery], animated: false)
    }

    private func open(_ photo: Photo) {
        navigationController.pushViewController(PhotoViewerViewController(photo: photo), animated: true)
    }

    func edit() {
        let editor = PhotoEditorViewController()
        editor.hidesBottomBarWhenPushed = true
        navigationController.pushViewController(editor, animated: true)
    }
}
