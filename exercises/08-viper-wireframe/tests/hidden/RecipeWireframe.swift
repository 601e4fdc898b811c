@testable import Submission
import NavigationSimulator

// Each test puts a navigation controller with a Home screen in a window, and pushes
// recipe modules over Home, as the screen before them would.

private let book = RecipeBook(recipes: [
    Recipe(id: 1, name: "Pancakes", steps: ["Mix the batter", "Rest it", "Fry"]),
    Recipe(id: 2, name: "Salad", steps: ["Wash", "Dress"]),
])

/// Watches an object without keeping it alive.
@MainActor
private final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}

/// The names of the watched objects that are still alive, in the order given.
@MainActor
private func stillAlive(_ watched: [(name: String, weak: Weak)]) -> [String] {
    watched.filter { $0.weak.object != nil }.map(\.name)
}

/// The four parts of a recipe module, found from its view.
@MainActor
private func parts(of view: UIViewController?, _ prefix: String = "") -> [(name: String, weak: Weak)] {
    let presenter = (view as? RecipeViewController)?.presenter as? RecipePresenter
    return [
        (prefix + "view", Weak(view)),
        (prefix + "presenter", Weak(presenter)),
        (prefix + "interactor", Weak(presenter?.interactor as? RecipeInteractor)),
        (prefix + "router", Weak(presenter?.router as? RecipeRouter)),
    ]
}

/// The three parts of a step module, found from its view.
@MainActor
private func stepParts(of view: UIViewController?) -> [(name: String, weak: Weak)] {
    let presenter = (view as? StepViewController)?.presenter as? StepPresenter
    return [
        ("step view", Weak(view)),
        ("step presenter", Weak(presenter)),
        ("step router", Weak(presenter?.router as? StepRouter)),
    ]
}

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

/// A view that notes what the presenter shows.
@MainActor
private final class FakeRecipeView: RecipeView {
    var shown: [String] = []
    func show(name: String, stepCount: Int) { shown.append("\(name), \(stepCount)") }
}

/// A router that notes every route it is asked for, and every view it is attached to.
@MainActor
private final class FakeRecipeRouter: RecipeRouting {
    var calls: [String] = []
    func attach(_ viewController: UIViewController) { calls.append("attach(\(Simulator.shared.name(of: viewController)))") }
    func showStep(_ index: Int, of recipe: Recipe) { calls.append("showStep(\(index), of: \(recipe.name))") }
    func showShare(for recipe: Recipe) { calls.append("showShare(for: \(recipe.name))") }
    func close() { calls.append("close()") }
}

/// points: 3
/// rule: "every part of the popped module is deallocated"
/// rule: "the Back button"
/// rule: "the presenter holds its view weakly, the interactor holds its output (the presenter) weakly, and the router holds its view controller weakly"
@MainActor func backFreesTheWholeRecipeModule() {
    let stage = makeStage()
    stage.pushRecipe(1)
    let watched = parts(of: stage.recipe)
    observe(stillAlive(watched), "on the stack, all four parts of the module are alive")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.names, "Back pops the recipe")
    observe(stillAlive(watched), "and every part of the popped module is gone")
}

/// points: 2
/// rule: "`close()` pops the recipe's screen"
/// rule: "every part of the popped module is deallocated"
@MainActor func closeFreesTheWholeRecipeModule() {
    let stage = makeStage()
    stage.pushRecipe(2)
    let watched = parts(of: stage.recipe)
    stage.recipe?.closeTapped()
    Simulator.shared.settle()
    observe(stage.names, "Close pops the recipe")
    observe(stillAlive(watched), "and every part of the closed module is gone")
}

/// points: 1
/// rule: "A module that is assembled and dropped without ever being shown is freed at once."
@MainActor func droppedModuleIsFreedAtOnce() {
    Simulator.shared.reset()
    var module: UIViewController? = RecipeRouter.assembleModule(recipeID: 1, book: book)
    let watched = parts(of: module)
    observe(stillAlive(watched), "the assembled module has all four parts")
    module = nil
    observe(stillAlive(watched), "dropped before it is shown, the module is freed whole")
}

/// points: 2
/// rule: "The presenter talks only to its `router`"
/// rule: "A tapped step asks the router to show that step, but only once the recipe has arrived and only for an index the recipe has."
/// rule: "Share asks the router to show the share sheet, only once the recipe has arrived. Close always asks the router to close."
/// rule: "it shows the recipe's name and number of steps on its view"
@MainActor func presenterAsksItsRouterForEveryRoute() {
    Simulator.shared.reset()
    let view = FakeRecipeView()
    let router = FakeRecipeRouter()
    let interactor = RecipeInteractor(recipeID: 1, book: book)
    let presenter = RecipePresenter(view: view, interactor: interactor, router: router)
    interactor.output = presenter
    presenter.stepTapped(index: 0)
    presenter.shareTapped()
    observe(router.calls, "before the recipe arrives, Step and Share route nowhere")
    presenter.viewDidLoad()
    observe(view.shown, "when the view loads, the presenter shows the loaded recipe")
    presenter.stepTapped(index: 2)
    presenter.stepTapped(index: 3)
    presenter.stepTapped(index: -1)
    presenter.shareTapped()
    presenter.closeTapped()
    presenter.stepTapped(index: 0)
    observe(router.calls, "each route goes to the router, and only for a step the recipe has")
}

/// points: 2
/// rule: "the step's *Done* pops the step's screen"
/// rule: "Assemble the step module in `StepRouter.assembleModule` with its router attached to its view"
/// rule: "the view, the presenter and the router of a step"
@MainActor func stepDoneGoesBackAndFreesTheStep() {
    let stage = makeStage()
    stage.pushRecipe(1)
    stage.recipe?.stepTapped(index: 2)
    Simulator.shared.settle()
    observe((stage.nav.topViewController as? StepViewController)?.text, "the step module shows its step")
    let watched = stepParts(of: stage.nav.topViewController)
    observe(stillAlive(watched), "the step module's three parts are alive on the stack")
    (stage.nav.topViewController as? StepViewController)?.doneTapped()
    Simulator.shared.settle()
    observe(stage.names, "Done on the step goes back to the recipe")
    observe(stillAlive(watched), "and every part of the popped step module is gone")
    observe(stage.recipe?.shown, "the recipe below is still the same module")
}

/// points: 2
/// rule: "What the routers do, every route animated: each one runs a transition"
/// rule: "the share screen's *Done* (given) dismisses it, animated"
@MainActor func everyRouteIsAnimated() {
    let stage = makeStage()
    stage.pushRecipe(1)
    let start = Simulator.shared.log.count
    stage.recipe?.stepTapped(index: 0)
    Simulator.shared.settle()
    (stage.nav.topViewController as? StepViewController)?.doneTapped()
    Simulator.shared.settle()
    stage.recipe?.shareTapped()
    Simulator.shared.settle()
    (stage.nav.presentedViewController as? ShareViewController)?.doneTapped()
    Simulator.shared.settle()
    stage.recipe?.closeTapped()
    Simulator.shared.settle()
    let transitions = Simulator.shared.log.lines(after: start)
        .filter { $0.hasPrefix("transition(") && $0.contains(".began") }
        .map { $0.components(separatedBy: ".began").first ?? $0 }
    observe(transitions, "step, Done, share, its Done and Close each run an animated transition")
}

/// points: 2
/// rule: "so a close takes off exactly one screen and the module below it stays"
/// rule: "every part of the popped module is deallocated"
@MainActor func closingTheNewerOfTwoRecipesKeepsTheOlder() {
    let stage = makeStage()
    stage.pushRecipe(1)
    let older = parts(of: stage.recipe, "recipe 1 ")
    stage.pushRecipe(2)
    let newer = parts(of: stage.recipe, "recipe 2 ")
    stage.recipe?.closeTapped()
    Simulator.shared.settle()
    observe(stage.names, "closing recipe 2 goes back to recipe 1")
    observe(stillAlive(older + newer), "only the closed module is freed")
    stage.recipe?.stepTapped(index: 0)
    Simulator.shared.settle()
    observe(stage.names, "the older module still routes")
}

/// points: 2
/// rule: "`showShare` presents a `ShareViewController` (titled `Share <recipe name>`) over the recipe"
/// rule: "the share screen's *Done* (given) dismisses it"
/// rule: "every part of the popped module is deallocated"
@MainActor func shareSheetComesAndGoes() {
    let stage = makeStage()
    stage.pushRecipe(1)
    let watched = parts(of: stage.recipe)
    stage.recipe?.shareTapped()
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "Share presents the sheet over the recipe")
    (stage.nav.presentedViewController as? ShareViewController)?.doneTapped()
    Simulator.shared.settle()
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "the sheet's Done takes it down")
    User.tapBackButton(in: stage.nav)
    Simulator.shared.settle()
    observe(stage.names, "Back then pops the recipe")
    observe(stillAlive(watched), "and the module that presented the sheet is freed")
}

/// points: 1
/// rule: "Let the router ask its view controller for `navigationController` at the moment it routes."
/// rule: "A recipe module that is the root of its stack closes nothing"
@MainActor func moduleAsRootRoutesInItsNavigationController() {
    Simulator.shared.reset()
    let nav = UINavigationController(rootViewController: RecipeRouter.assembleModule(recipeID: 2, book: book))
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    Simulator.shared.settle()
    (nav.topViewController as? RecipeViewController)?.closeTapped()
    Simulator.shared.settle()
    observe(nav.viewControllers.map(Simulator.shared.name(of:)), "Close on the root recipe pops nothing")
    (nav.topViewController as? RecipeViewController)?.stepTapped(index: 1)
    Simulator.shared.settle()
    observe(nav.viewControllers.map(Simulator.shared.name(of:)), "a step tapped on the root recipe is pushed onto its stack")
    withExtendedLifetime(window) {}
}

/// points: 1
/// rule: "For an ID the book does not have, the interactor reports nothing, so the view shows nothing and only Close routes."
@MainActor func unknownRecipeOnlyCloses() {
    let stage = makeStage()
    stage.pushRecipe(99)
    observe(stage.recipe?.shown, "an unknown recipe shows nothing")
    stage.recipe?.stepTapped(index: 0)
    stage.recipe?.shareTapped()
    Simulator.shared.settle()
    observe(stage.names, "its Step opens nothing")
    observe(stage.nav.presentedViewController.map(Simulator.shared.name(of:)), "and its Share presents nothing")
    stage.recipe?.closeTapped()
    Simulator.shared.settle()
    observe(stage.names, "Close still goes back")
}

/// points: 1
/// rule: "`RecipeRouter.assembleModule(recipeID:book:router:)` does the same with the router it is given, and attaches that router to the view"
@MainActor func assemblyUsesTheRouterItIsGiven() {
    let stage = makeStage()
    let router = FakeRecipeRouter()
    stage.nav.pushViewController(
        RecipeRouter.assembleModule(recipeID: 2, book: book, router: router), animated: true)
    Simulator.shared.settle()
    stage.recipe?.stepTapped(index: 1)
    stage.recipe?.closeTapped()
    Simulator.shared.settle()
    observe(router.calls, "the given router is attached to the view and hears every route")
    observe(stage.names, "and the fake router moved nothing")
}
