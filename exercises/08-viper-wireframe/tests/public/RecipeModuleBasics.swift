@testable import Submission
import NavigationSimulator

// Each test puts a navigation controller with a Home screen in a window, and pushes
// recipe modules over Home, as the screen before them would.

private let book = RecipeBook(recipes: [
    Recipe(id: 1, name: "Pancakes", steps: ["Mix the batter", "Rest it", "Fry"]),
    Recipe(id: 2, name: "Salad", steps: ["Wash", "Dress"]),
])

@MainActor
private struct Stage {
    let window: UIWindow
    let nav: UINavigationController

    var names: [String] { nav.viewControllers.map(Simulator.shared.name(of:)) }
    var recipe: RecipeViewController? { nav.topViewController as? RecipeViewController }

    func pushRecipe(_ id: Int) {
        nav.pushViewController(RecipeRouter.assembleModule(recipeID: id, book: book), animated: true)
        Simulator.shared.settle()
    }
}

@MainActor
private func makeStage() -> Stage {
    Simulator.shared.reset()
    let home = UIViewController()
    home.title = "Home"
    let nav = UINavigationController(rootViewController: home)
    nav.title = "nav"
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    Simulator.shared.settle()
    return Stage(window: window, nav: nav)
}

/// points: 1
@MainActor func assembledRecipeShowsItsRecipe() {
    let stage = makeStage()
    stage.pushRecipe(1)
    expectEqual(stage.names, ["Home", "Recipe 1"], "the assembled module's view is pushed")
    expectEqual(stage.recipe?.shown, "Pancakes: 3 steps",
                "when its view loads, the presenter shows what the interactor loaded")
}

/// points: 2
@MainActor func stepTapPushesTheStepModule() {
    let stage = makeStage()
    stage.pushRecipe(1)
    stage.recipe?.stepTapped(index: 1)
    Simulator.shared.settle()
    expectEqual(stage.names, ["Home", "Recipe 1", "Step 2"], "a tapped step pushes the step module")
    expectEqual((stage.nav.topViewController as? StepViewController)?.text, "Rest it",
                "the step module shows its step")
}

/// points: 1
@MainActor func closeGoesBack() {
    let stage = makeStage()
    stage.pushRecipe(2)
    stage.recipe?.closeTapped()
    Simulator.shared.settle()
    expectEqual(stage.names, ["Home"], "Close pops the recipe's screen")
}

/// points: 1
@MainActor func shareTapPresentsTheShareSheet() {
    let stage = makeStage()
    stage.pushRecipe(2)
    stage.recipe?.shareTapped()
    Simulator.shared.settle()
    expectEqual(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "Share Salad",
                "Share presents the share sheet over the recipe")
    expectEqual(stage.names, ["Home", "Recipe 2"], "and leaves the stack as it was")
}
