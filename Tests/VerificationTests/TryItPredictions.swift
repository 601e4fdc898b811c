import Testing

/// A "Try it" experiment whose outcome the chapter predicts: the edits a learner makes to the
/// chapter's listings, and how many checks then fail.
struct TryItPrediction: CustomTestStringConvertible, Sendable {
    var chapter: String
    var lesson: String
    /// The sentence of the chapter's "Try it" that states the outcome; it must be there.
    var statement: String
    /// Text to find (exactly once) and what to put in its place.
    var edits: [(find: String, replace: String)]
    var failingChecks: Int
    /// Its place in `tryItPredictions`, from 1: names its lesson in the shared fixture book.
    var number = 0

    var testDescription: String { "\(chapter): \(statement)" }
}

/// Every predicting "Try it" of the course.
let tryItPredictions: [TryItPrediction] = (firstTryItPredictions + moreTryItPredictions).enumerated().map { index, prediction in
    var numbered = prediction
    numbered.number = index + 1
    return numbered
}

/// Chapters 1, 3, 7, 8 and 10 (the rest are in TryItPredictions+More.swift).
private let firstTryItPredictions: [TryItPrediction] = [
    TryItPrediction(
        chapter: "03-2-reconciling-the-stack.md", lesson: "child-coordinators",
        statement: "Exactly two checks should fail",
        edits: [
            (find: """
                final class ReconcilingSettingsCoordinator: SettingsCoordinator {
                    override func navigationController(
                        _ navigationController: UINavigationController,
                        didShow viewController: UIViewController, animated: Bool
                """,
             replace: """
                final class ReconcilingSettingsCoordinator: SettingsCoordinator {
                    override func navigationController(
                        _ navigationController: UINavigationController,
                        willShow viewController: UIViewController, animated: Bool
                """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "01-classic-coordinator.md", lesson: "classic-coordinator",
        statement: "delete the line `self.removeChild(auth)` and run `workbook check classic-coordinator`. Exactly three checks fail",
        edits: [
            (find: """
                        guard let self, let auth else { return }
                        self.removeChild(auth)
                        self.showMain(for: userName)
            """,
             replace: """
                        guard let self, let auth else { return }
                        self.showMain(for: userName)
            """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "01-classic-coordinator.md", lesson: "classic-coordinator",
        statement: "move `addChild(auth)` below `auth.start()`, as in `LateAddingAppCoordinator`. Exactly one check fails",
        edits: [
            (find: """
                        self.showMain(for: userName)
                    }
                    addChild(auth)
                    auth.start()
                }
            """,
             replace: """
                        self.showMain(for: userName)
                    }
                    auth.start()
                    addChild(auth)
                }
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "01-classic-coordinator.md", lesson: "classic-coordinator",
        statement: "drop `weak profile` from the capture list and `let profile` from the `guard`. Exactly two checks fail",
        edits: [
            (find: """
                    profile.onFinish = { [weak self, weak profile] in
                        guard let self, let profile else { return }
                        removeChild(profile)
            """,
             replace: """
                    profile.onFinish = { [weak self] in
                        guard let self else { return }
                        removeChild(profile)
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "01-classic-coordinator.md", lesson: "classic-coordinator",
        statement: "Exactly one check fails, the leak check, because the leak is gone",
        edits: [
            (find: """
                    reset.onSaved = { [weak reset] in
                        guard let reset else { return }
                        self.removeChild(reset)
            """,
             replace: """
                    reset.onSaved = { [weak self, weak reset] in
                        guard let reset else { return }
                        self?.removeChild(reset)
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "08-where-routing-lives.md", lesson: "where-routing-lives",
        statement: "(Exactly four do",
        edits: [
            (find: """
                    private weak var viewController: UIViewController?   // the navigation stack owns it
            """,
             replace: """
                    private var viewController: UIViewController?   // the navigation stack owns it
            """),
        ],
        failingChecks: 4),
    TryItPrediction(
        chapter: "08-where-routing-lives.md", lesson: "where-routing-lives",
        statement: "make `output` a strong reference. Exactly one check fails",
        edits: [
            (find: """
                    weak var output: (any OrderDetailInteractorOutput)?
            """,
             replace: """
                    var output: (any OrderDetailInteractorOutput)?
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "08-where-routing-lives.md", lesson: "where-routing-lives",
        statement: "presenter always calls the router. Exactly one check fails",
        edits: [
            (find: """
                        guard case .shipped = order.shipment else {
                            view?.show(status: Self.status(of: order), note: "Not shipped yet")
                            return
                        }

            """,
             replace: """

            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "08-where-routing-lives.md", lesson: "where-routing-lives",
        statement: "(`private var flow`) and run the lesson. Exactly one check fails",
        edits: [
            (find: """
                    private weak var flow: (any OrderListFlow)?
            """,
             replace: """
                    private var flow: (any OrderListFlow)?
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "10-review.md", lesson: "review",
        statement: "delete `weak` from `weak var delegate` and run `workbook check review`. Exactly three checks fail",
        edits: [
            (find: """
                weak var delegate: (any CheckoutDelegate)?
            """,
             replace: """
                var delegate: (any CheckoutDelegate)?
            """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "10-review.md", lesson: "review",
        statement: "Exactly two checks fail, because the closed wishlist is now freed",
        edits: [
            (find: """
                    bus.subscribe { event in
                        guard case .showProduct(let product) = event else { return }
                        self.navigationController.pushViewController(
            """,
             replace: """
                    bus.subscribe { [weak self] event in
                        guard case .showProduct(let product) = event else { return }
                        self?.navigationController.pushViewController(
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "10-review.md", lesson: "review",
        statement: "Exactly one check fails: the second `start()` builds a new list",
        edits: [
            (find: """
                    guard !isStarted else { return }

            """,
             replace: """

            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "07-swiftui-router.md", lesson: "swiftui-router",
        statement: "which trusts every position the two paths share. Exactly one check fails",
        edits: [
            (find: """
                    let kept = sharedPrefixCount(old, path)
            """,
             replace: """
                    let kept = min(old.count, path.count)
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "07-swiftui-router.md", lesson: "swiftui-router",
        statement: "`for route in routes { path.append(route) }`. Two checks fail",
        edits: [
            (find: """
                        path = routes                             // one assignment
            """,
             replace: """
                        path = []
                        for route in routes { path.append(route) }
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "07-swiftui-router.md", lesson: "swiftui-router",
        statement: "with `didSet {}`. Three checks fail",
        edits: [
            (find: """
                    didSet { sheetChanged(from: oldValue) }
            """,
             replace: """
                    didSet {}
            """),
        ],
        failingChecks: 3),
]
