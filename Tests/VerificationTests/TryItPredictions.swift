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
        chapter: "01-1-classic-coordinator.md", lesson: "classic-coordinator",
        statement: "and run `workbook check classic-coordinator`. Exactly one check fails, and the onboarding flow's checks all pass",
        edits: [
            (find: """
                    signIn.onSignIn = { [weak self] _ in self?.showCatalog() }
            """,
             replace: """
                    signIn.onSignIn = { [self] _ in showCatalog() }
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "01-2-coordinator-protocol.md", lesson: "classic-coordinator",
        statement: "delete the line `self.removeChild(auth)` and run `workbook check classic-coordinator`. Exactly three checks fail",
        edits: [
            (find: """
                        guard let self, let auth else { return }
                        self.removeChild(auth)
                        self.showCatalog(for: userName)
            """,
             replace: """
                        guard let self, let auth else { return }
                        self.showCatalog(for: userName)
            """),
        ],
        failingChecks: 3),
    TryItPrediction(
        chapter: "01-2-coordinator-protocol.md", lesson: "classic-coordinator",
        statement: "Exactly one check fails, in part 3's remembered-user scenario",
        edits: [
            (find: """
                        self.showCatalog(for: userName)
                    }
                    addChild(auth)
                    auth.start()
                }
            """,
             replace: """
                        self.showCatalog(for: userName)
                    }
                    auth.start()
                    addChild(auth)
                }
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "01-3-who-owns-a-flow.md", lesson: "classic-coordinator",
        statement: "drop `weak detail` from the capture list and `let detail` from the `guard`. Exactly two checks fail",
        edits: [
            (find: """
                    detail.onFinish = { [weak self, weak detail] in
                        guard let self, let detail else { return }
                        removeChild(detail)
            """,
             replace: """
                    detail.onFinish = { [weak self] in
                        guard let self else { return }
                        removeChild(detail)
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "01-4-push-or-present.md", lesson: "classic-coordinator",
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
        chapter: "08-1-where-routing-lives.md", lesson: "where-routing-lives",
        statement: "make the delegate strong (`var delegate`). Exactly two checks fail",
        edits: [
            (find: """
                    weak var delegate: (any LoanListDelegate)?
            """,
             replace: """
                    var delegate: (any LoanListDelegate)?
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "08-2-mvvm-with-a-coordinator.md", lesson: "where-routing-lives",
        statement: "Exactly one check fails: the late answer now pushes a receipt",
        edits: [
            (find: """
                        service.submit(request) { [weak self] result in
                            guard let self else { return }

            """,
             replace: """
                        service.submit(request) { [self] result in

            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "08-3-viper-modules.md", lesson: "where-routing-lives",
        statement: "(Exactly four do, all in",
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
        chapter: "08-3-viper-modules.md", lesson: "where-routing-lives",
        statement: "make `output` a strong reference. Exactly one check fails",
        edits: [
            (find: """
                    weak var output: (any LoanDetailInteractorOutput)?
            """,
             replace: """
                    var output: (any LoanDetailInteractorOutput)?
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "08-3-viper-modules.md", lesson: "where-routing-lives",
        statement: "presenter always calls the router. Exactly four checks fail",
        edits: [
            (find: """
                        guard case .checkedOut = loan.status else {
                            view?.show(status: Self.status(of: loan), note: "Not picked up yet")
                            return
                        }

            """,
             replace: """

            """),
        ],
        failingChecks: 4),
    TryItPrediction(
        chapter: "08-4-coordinators-above-modules.md", lesson: "where-routing-lives",
        statement: "(`private var flow`) and run the lesson. Exactly one check fails",
        edits: [
            (find: """
                    private weak var flow: (any LoanListFlow)?
            """,
             replace: """
                    private var flow: (any LoanListFlow)?
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "08-4-coordinators-above-modules.md", lesson: "where-routing-lives",
        statement: "remove the `onFinish?()` call. Exactly two checks fail",
        edits: [
            (find: """
                        onFinish?()   // a link to a loan that is gone: nothing to show

            """,
             replace: """

            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "10-2-leaks-and-buses.md", lesson: "review",
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
        chapter: "10-2-leaks-and-buses.md", lesson: "review",
        statement: "Exactly two checks fail, because the closed reading list is now freed",
        edits: [
            (find: """
                    bus.subscribe { event in
                        guard case .showBook(let book) = event else { return }
                        self.navigationController.pushViewController(
            """,
             replace: """
                    bus.subscribe { [weak self] event in
                        guard case .showBook(let book) = event else { return }
                        self?.navigationController.pushViewController(
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "10-1-review.md", lesson: "review",
        statement: "Exactly one check fails: the closed left scene's coordinator is no longer freed",
        edits: [
            (find: """
                    viewModel.onIntent = { [weak self] intent in self?.handle(intent) }
            """,
             replace: """
                    viewModel.onIntent = { intent in self.handle(intent) }
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "10-3-retrofit-and-checklist.md", lesson: "review",
        statement: "Exactly one check fails: the popped help screen is no longer freed",
        edits: [
            (find: """
                private weak var entryScreen: LegacyHelpScreen?
            """,
             replace: """
                private var entryScreen: LegacyHelpScreen?
            """),
        ],
        failingChecks: 1),
    TryItPrediction(
        chapter: "10-1-review.md", lesson: "review",
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
        chapter: "07-1-swiftui-router.md", lesson: "swiftui-router",
        statement: "which trusts every position the two paths share. Exactly two checks fail",
        edits: [
            (find: """
                    let kept = sharedPrefixCount(old, path)
            """,
             replace: """
                    let kept = min(old.count, path.count)
            """),
        ],
        failingChecks: 2),
    TryItPrediction(
        chapter: "07-2-swiftui-deep-links.md", lesson: "swiftui-router",
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
        chapter: "07-3-swiftui-modals.md", lesson: "swiftui-router",
        statement: "so any modal's `nil` closes whatever is up. Exactly two checks fail",
        edits: [
            (find: """
                    if destination?.style == style { destination = nil }
            """,
             replace: """
                    if destination != nil { destination = nil }
            """),
        ],
        failingChecks: 2),
]
