// Habit: a `Coordinator` protocol with a `childCoordinators` array, a weak
// `parentCoordinator`, and a protocol-extension `childDidFinish(_:)` that removes the child by
// identity. Coordinators share the parent's navigation controller and are not actor-annotated.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}

struct Order {
    let id: Int
}

final class OrdersViewController: UIViewController {
    var onSelect: ((Order) -> Void)?
}

final class OrderDetailViewController: UIViewController {
    let order: Order
    var onDone: (() -> Void)?

    init(order: Order) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OrdersCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let orders = OrdersViewController()
        orders.onSelect = { [weak self] order in self?.showDetail(for: order) }
        navigationController.pushViewController(orders, animated: false)
    }

    private func showDetail(for order: Order) {
        let child = OrderDetailCoordinator(navigationController: navigationController, order: order)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
}

final class OrderDetailCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    private let order: Order

    init(navigationController: UINavigationController, order: Order) {
        self.navigationController = navigationController
        self.order = order
    }

    func start() {
        let detail = OrderDetailViewController(order: order)
        detail.onDone = { [weak self] in self?.finish() }
        navigationController.pushViewController(detail, animated: true)
    }

    private func finish() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.childDidFinish(self)
    }
}
