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
    var output: (any RecipeInteractorOutput)?   // TODO: who owns whom?
    private let recipeID: Int
    private let book: RecipeBook

    init(recipeID: Int, book: RecipeBook) {
        self.recipeID = recipeID
        self.book = book
    }

    func loadRecipe() {
        // TODO: report the recipe to the output, if the book has it
    }
}

/// The recipe module's presenter: decides *when* to route, and asks the router.
@MainActor
final class RecipePresenter: RecipeEventHandler, RecipeInteractorOutput {
    var view: (any RecipeView)?   // TODO: who owns whom?
    let interactor: any RecipeInteractorInput
    let router: any RecipeWireframe

    init(view: any RecipeView, interactor: any RecipeInteractorInput, router: any RecipeWireframe) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        // TODO
    }

    func recipeLoaded(_ recipe: Recipe) {
        // TODO
    }

    func stepTapped(index: Int) {
        // TODO
    }

    func shareTapped() {
        // TODO
    }

    func closeTapped() {
        // TODO
    }
}

/// The recipe module's router (its wireframe): assembles the module and makes its UIKit calls.
@MainActor
final class RecipeRouter: RecipeRouting {
    func attach(_ viewController: UIViewController) {
        // TODO
    }

    func showStep(_ index: Int, of recipe: Recipe) {
        // TODO: assemble the step module and push it
    }

    func showShare(for recipe: Recipe) {
        // TODO: present a ShareViewController
    }

    func close() {
        // TODO: pop the recipe's screen
    }

    static func assembleModule(recipeID: Int, book: RecipeBook) -> UIViewController {
        // TODO: assemble with a new RecipeRouter
        RecipeViewController(recipeID: recipeID)
    }

    static func assembleModule(recipeID: Int, book: RecipeBook, router: any RecipeRouting) -> UIViewController {
        // TODO: build the view, the interactor and the presenter, and wire all four parts
        RecipeViewController(recipeID: recipeID)
    }
}

/// The step module's router: assembles the step module and takes it off the stack on Done.
@MainActor
final class StepRouter: StepRouting {
    func attach(_ viewController: UIViewController) {
        // TODO
    }

    func close() {
        // TODO: pop the step's screen
    }

    static func assembleModule(recipe: Recipe, index: Int) -> UIViewController {
        // TODO: build the view and the presenter, and wire the three parts
        StepViewController(index: index)
    }
}
