import NavigationSimulator

// MARK: Given: entities, contracts, views and the step presenter (keep these as they are)

/// Entity: a recipe and its steps.
struct Recipe: Equatable, Sendable {
    let id: Int
    let name: String
    let steps: [String]
}

/// Where recipes come from. In a real app this would be a repository behind a protocol.
struct RecipeBook: Sendable {
    let recipes: [Recipe]

    func recipe(id: Int) -> Recipe? { recipes.first { $0.id == id } }
}

/// Presenter → view: what the recipe screen displays.
@MainActor
protocol RecipeView: AnyObject {
    func show(name: String, stepCount: Int)
}

/// View → presenter: what happened on the recipe screen.
@MainActor
protocol RecipeEventHandler: AnyObject {
    func viewDidLoad()
    func stepTapped(index: Int)
    func shareTapped()
    func closeTapped()
}

/// Presenter → interactor, and the interactor's answer.
@MainActor
protocol RecipeInteractorInput: AnyObject {
    func loadRecipe()
}

@MainActor
protocol RecipeInteractorOutput: AnyObject {
    func recipeLoaded(_ recipe: Recipe)
}

/// Presenter → router: where to go. The presenter never learns how.
@MainActor
protocol RecipeWireframe: AnyObject {
    func showStep(_ index: Int, of recipe: Recipe)
    func showShare(for recipe: Recipe)
    func close()
}

/// What assembly needs from a recipe router besides the routes: the view controller to route from.
@MainActor
protocol RecipeRouting: RecipeWireframe {
    func attach(_ viewController: UIViewController)
}

/// The recipe module's view: displays what its presenter says and forwards every tap.
final class RecipeViewController: UIViewController, RecipeView {
    var presenter: (any RecipeEventHandler)?   // strong: the view owns its presenter
    private(set) var shown = ""

    init(recipeID: Int) {
        super.init(nibName: nil, bundle: nil)
        title = "Recipe \(recipeID)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func stepTapped(index: Int) { presenter?.stepTapped(index: index) }
    func shareTapped() { presenter?.shareTapped() }
    func closeTapped() { presenter?.closeTapped() }

    func show(name: String, stepCount: Int) { shown = "\(name): \(stepCount) steps" }
}

/// A leaf screen, presented over the recipe: it routes nowhere and takes itself down on Done.
final class ShareViewController: UIViewController {
    init(recipe: Recipe) {
        super.init(nibName: nil, bundle: nil)
        title = "Share \(recipe.name)"
    }

    required init?(coder: NSCoder) { nil }

    func doneTapped() { dismiss(animated: true) }
}

/// The step module's contracts. It has no interactor: its presenter is given the step's text.
@MainActor
protocol StepView: AnyObject {
    func show(text: String)
}

@MainActor
protocol StepEventHandler: AnyObject {
    func viewDidLoad()
    func doneTapped()
}

@MainActor
protocol StepWireframe: AnyObject {
    func close()
}

@MainActor
protocol StepRouting: StepWireframe {
    func attach(_ viewController: UIViewController)
}

/// The step module's view.
final class StepViewController: UIViewController, StepView {
    var presenter: (any StepEventHandler)?   // strong: the view owns its presenter
    private(set) var text = ""

    init(index: Int) {
        super.init(nibName: nil, bundle: nil)
        title = "Step \(index + 1)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func doneTapped() { presenter?.doneTapped() }

    func show(text: String) { self.text = text }
}

/// The step module's presenter.
@MainActor
final class StepPresenter: StepEventHandler {
    weak var view: (any StepView)?   // weak: the view owns us
    let router: any StepWireframe
    private let text: String

    init(view: any StepView, router: any StepWireframe, text: String) {
        self.view = view
        self.router = router
        self.text = text
    }

    func viewDidLoad() { view?.show(text: text) }
    func doneTapped() { router.close() }
}

// MARK: The recipe module and the step router: yours to write

/// The recipe module's use case: loads its one recipe and reports it to the presenter.
@MainActor
final class RecipeInteractor: RecipeInteractorInput {
    weak var output: (any RecipeInteractorOutput)?   // weak: the presenter owns us
    private let recipeID: Int
    private let book: RecipeBook

    init(recipeID: Int, book: RecipeBook) {
        self.recipeID = recipeID
        self.book = book
    }

    func loadRecipe() {
        guard let recipe = book.recipe(id: recipeID) else { return }
        output?.recipeLoaded(recipe)
    }
}

/// The recipe module's presenter: decides *when* to route, and asks the router.
@MainActor
final class RecipePresenter: RecipeEventHandler, RecipeInteractorOutput {
    weak var view: (any RecipeView)?   // weak: the view owns us
    let interactor: any RecipeInteractorInput
    let router: any RecipeWireframe
    private var recipe: Recipe?

    init(view: any RecipeView, interactor: any RecipeInteractorInput, router: any RecipeWireframe) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadRecipe()
    }

    func recipeLoaded(_ recipe: Recipe) {
        self.recipe = recipe
        view?.show(name: recipe.name, stepCount: recipe.steps.count)
    }

    func stepTapped(index: Int) {
        guard let recipe, recipe.steps.indices.contains(index) else { return }
        router.showStep(index, of: recipe)
    }

    func shareTapped() {
        guard let recipe else { return }
        router.showShare(for: recipe)
    }

    func closeTapped() {
        router.close()
    }
}

/// The recipe module's router (its wireframe): assembles the module and makes its UIKit calls.
@MainActor
final class RecipeRouter: RecipeRouting {
    private weak var viewController: UIViewController?   // the navigation stack owns it

    init() {}

    func attach(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    func showStep(_ index: Int, of recipe: Recipe) {
        let step = StepRouter.assembleModule(recipe: recipe, index: index)
        viewController?.navigationController?.pushViewController(step, animated: true)
    }

    func showShare(for recipe: Recipe) {
        viewController?.present(ShareViewController(recipe: recipe), animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }

    static func assembleModule(recipeID: Int, book: RecipeBook) -> UIViewController {
        assembleModule(recipeID: recipeID, book: book, router: RecipeRouter())
    }

    static func assembleModule(recipeID: Int, book: RecipeBook, router: any RecipeRouting) -> UIViewController {
        let view = RecipeViewController(recipeID: recipeID)
        let interactor = RecipeInteractor(recipeID: recipeID, book: book)
        let presenter = RecipePresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.attach(view)
        return view
    }
}

/// The step module's router: assembles the step module and takes it off the stack on Done.
@MainActor
final class StepRouter: StepRouting {
    private weak var viewController: UIViewController?   // the navigation stack owns it

    init() {}

    func attach(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }

    static func assembleModule(recipe: Recipe, index: Int) -> UIViewController {
        let view = StepViewController(index: index)
        let router = StepRouter()
        let text = recipe.steps.indices.contains(index) ? recipe.steps[index] : ""
        let presenter = StepPresenter(view: view, router: router, text: text)
        view.presenter = presenter
        router.attach(view)
        return view
    }
}
