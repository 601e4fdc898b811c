// Habit: a deep-link handler on the app coordinator that first dismisses whatever is
// presented, then rebuilds the stack: `popToRootViewController`, `popToViewController` when
// the screen is already on the stack, or `setViewControllers` for a fresh path. Not
// actor-annotated.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

enum DeepLink {
    case home
    case product(id: String)
    case review(productID: String)

    init?(url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (url.host, parts.count) {
        case ("home", _): self = .home
        case ("product", 1): self = .product(id: parts[0])
        case ("review", 1): self = .review(productID: parts[0])
        default: return nil
        }
    }
}

final class ShopHomeViewController: UIViewController {}

final class ProductViewController: UIViewController {
    let productID: String

    init(productID: String) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class WriteReviewViewController: UIViewController {}

final class ShopCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func handle(_ url: URL) -> Bool {
        guard let link = DeepLink(url: url) else { return false }
        if navigationController.presentedViewController != nil {
            navigationController.dismiss(animated: false) { [weak self] in self?.route(link) }
        } else {
            route(link)
        }
        return true
    }

    private func route(_ link: DeepLink) {
        switch link {
        case .home:
            navigationController.popToRootViewController(animated: true)
        case .product(let id):
            showProduct(id)
        case .review(let productID):
            showProduct(productID)
            let review = UINavigationController(rootViewController: WriteReviewViewController())
            navigationController.present(review, animated: true)
        }
    }

    private func showProduct(_ id: String) {
        let existing = navigationController.viewControllers
            .compactMap { $0 as? ProductViewController }
            .first { $0.productID == id }
        if let existing {
            navigationController.popToViewController(existing, animated: true)
        } else {
            let home = navigationController.viewControllers.first ?? ShopHomeViewController()
            navigationController.setViewControllers([home, ProductViewController(productID: id)], animated: true)
        }
    }
}
