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

    var testDescription: String { "\(chapter): \(statement)" }
}

/// Every predicting "Try it" of the course.
let tryItPredictions: [TryItPrediction] = [
    TryItPrediction(
        chapter: "03-child-coordinators.md", lesson: "child-coordinators",
        statement: "Exactly two checks should fail",
        edits: [
            (find: """
                    func accountCoordinatorDidFinish(_ coordinator: AccountCoordinator) {
                """,
             replace: """
                    func navigationController(
                        _ navigationController: UINavigationController,
                        willShow viewController: UIViewController, animated: Bool
                    ) {}

                    func accountCoordinatorDidFinish(_ coordinator: AccountCoordinator) {
                """),
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
]
