/// A realistic coordinator listing of the kind the workbook's chapters show.
enum CoordinatorListing {
    static let source = #"""
        import UIKit

        /// Something that owns a piece of navigation and can be started.
        @MainActor
        protocol Coordinator: AnyObject {
            var children: [any Coordinator] { get set }
            func start()
        }

        /* The app's root flow. /* Nested comments are fine. */ */
        @MainActor
        final class AppCoordinator: Coordinator {
            var children: [any Coordinator] = []
            private(set) weak var parent: AppCoordinator?
            private let navigationController: UINavigationController
            lazy var router = Router(root: navigationController)

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let catalog = CatalogViewController()
                catalog.onBookChosen = { [weak self] id in
                    self?.showDetail(for: id)
                }
                navigationController.pushViewController(catalog, animated: false)
            }

            private func showDetail(for bookID: Int) {
                guard bookID > 0x0 else { return }
                let detail = DetailCoordinator(bookID: bookID, navigationController: navigationController)
                children.append(detail)
                detail.start()
                print("Showing book \(bookID) of \(children.count + 1_000) — \"\(title(for: bookID))\"")
            }

            func childDidFinish(_ child: any Coordinator) {
                children.removeAll { $0 === child }
            }
        }

        #if DEBUG
        #Preview {
            AppCoordinator(navigationController: UINavigationController()).router.rootView
        }
        #endif
        """#
}
