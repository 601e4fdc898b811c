// Habit: coordinators that never touch the navigation controller themselves but talk to an
// app-defined `Router` protocol (`push(_:animated:onPop:)`, `popModule`), with a `BaseCoordinator`
// class that keeps children in an array and removes them when they finish. The router is
// stubbed; the coordinators only create the app's controllers, which are UIKit subclasses.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol Routing: AnyObject {
    func push(_ viewController: UIViewController, animated: Bool, onPop: (() -> Void)?)
    func popModule(animated: Bool)
    func setRootModule(_ viewController: UIViewController, hideBar: Bool)
}

protocol Coordinator: AnyObject {
    func start()
}

class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}

struct Recipe {
    let name: String
}

final class RecipeListViewController: UIViewController {
    var onRecipeSelected: ((Recipe) -> Void)?
}

final class RecipeViewController: UIViewController {
    var recipe: Recipe?
    var onStartCooking: (() -> Void)?
}

final class CookingModeViewController: UIViewController {
    var onFinished: (() -> Void)?
}

final class RecipesCoordinator: BaseCoordinator {
    private let router: Routing
    var finishFlow: (() -> Void)?

    init(router: Routing) {
        self.router = router
    }

    override func start() {
        let list = RecipeListViewController()
        list.onRecipeSelected = { [weak self] recipe in self?.showRecipe(recipe) }
        router.setRootModule(list, hideBar: false)
    }

    private func showRecipe(_ recipe: Recipe) {
        let screen = RecipeViewController()
        screen.recipe = recipe
        screen.title = recipe.name
        screen.onStartCooking = { [weak self] in self?.runCookingMode() }
        router.push(screen, animated: true, onPop: nil)
    }

    private func runCookingMode() {
        let cooking = CookingCoordinator(router: router)
        cooking.finishFlow = { [weak self, weak cooking] in
            self?.removeDependency(cooking)
        }
        addDependency(cooking)
        cooking.start()
    }
}

final class CookingCoordinator: BaseCoordinator {
    private let router: Routing
    var finishFlow: (() -> Void)?

    init(router: Routing) {
        self.router = router
    }

    override func start() {
        let screen = CookingModeViewController()
        screen.onFinished = { [weak self] in
            self?.router.popModule(animated: true)
        }
        // Back button, swipe or the Done button: the router calls this once the screen is gone.
        router.push(screen, animated: true, onPop: { [weak self] in self?.finishFlow?() })
    }
}
