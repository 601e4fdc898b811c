@testable import Submission
import NavigationSimulator

// Each test puts a fresh window on screen with a fresh AppCoordinator and one app-scoped
// UploadQueue; the test itself plays the scene delegate and the network.

/// Watches an object without keeping it alive.
@MainActor
private final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }

    var isGone: Bool { object == nil }
}

@MainActor
private struct Stage {
    let window: UIWindow
    let uploads: UploadQueue
    let app: AppCoordinator

    var library: LibraryCoordinator? { app.library }
    var stack: [String] { library?.navigationController.viewControllers.map(\.simulatorName) ?? [] }
    var sheet: UIViewController? { library?.navigationController.presentedViewController }
    var editor: NoteEditorScreen? { (sheet as? UINavigationController)?.viewControllers.first as? NoteEditorScreen }

    func openEditor(for bookID: Int) {
        library?.editNote(for: bookID)
        Simulator.shared.settle()
    }
}

@MainActor
private func makeStage(signedInAs accountID: String? = "alice") -> Stage {
    Simulator.shared.reset()
    let window = UIWindow()
    window.accessibilityIdentifier = "main"
    let uploads = UploadQueue()
    let app = AppCoordinator(window: window, uploads: uploads)
    app.start()
    if let accountID { app.signIn(accountID: accountID) }
    return Stage(window: window, uploads: uploads, app: app)
}

/// points: 2
@MainActor func cancelledSwipeDownKeepsTheChild() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    guard let sheet = stage.sheet else { return expect(false, "the editor is presented") }
    User.beginSheetSwipeDown(on: sheet)?.cancel()
    Simulator.shared.settle()
    expect(stage.sheet === sheet, "after an abandoned swipe-down the sheet is still up")
    expectEqual(stage.library?.childCoordinators.count, 1, "so the editor flow is still running")
    stage.editor?.saveTapped(text: "kept going")
    Simulator.shared.settle()
    expectEqual(stage.library?.session.notes[7], "kept going", "and Save still works afterwards")
    expect(stage.sheet == nil && stage.library?.childCoordinators.count == 0, "ending the flow as usual")
}

/// points: 2
@MainActor func cancelDismissesFromCodeAndEndsTheChild() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let child = Weak(stage.library?.childCoordinators.first)
    stage.editor?.cancelTapped()
    Simulator.shared.settle()
    expect(stage.sheet == nil, "Cancel takes the sheet down from code")
    expectEqual(stage.library?.childCoordinators.count, 0, "no delegate callback follows a programmatic dismiss, so the flow ends here")
    expect(child.isGone, "and the child is deallocated")
    expectEqual(stage.library?.session.notes[3], nil, "Cancel saves nothing")
    stage.openEditor(for: 3)
    expect(stage.editor != nil, "a second edit can start afterwards")
}

/// points: 2
@MainActor func logoutTakesTheSheetDownBeforeSwappingTheRoot() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    let libraryNavigation = Weak(stage.library?.navigationController)
    let log = Simulator.shared.log
    log.clear()
    stage.app.signOut()
    let sheetGone = log.lines.firstIndex { $0.hasSuffix(".presentedViewController = nil") }
    let rootSwapped = log.lines.firstIndex { $0.hasSuffix(".rootViewController = Sign in") }
    expect(sheetGone != nil, "logout dismisses the account's sheet")
    expect(sheetGone != nil && rootSwapped != nil && sheetGone! < rootSwapped!,
           "before the window gets its signed-out root")
    expect(libraryNavigation.isGone, "the account's navigation controller is released")
}

/// points: 3
@MainActor func staleUploadAfterLogoutChangesNothing() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    stage.editor?.saveTapped(text: "from the first session")
    Simulator.shared.settle()
    expectEqual(stage.uploads.count, 1, "Save starts an upload")
    let lingering = stage.library              // a stray strong reference to the old flow
    stage.app.signOut()
    stage.app.signIn(accountID: "alice")       // the same person, a new session
    let log = Simulator.shared.log
    log.clear()
    stage.uploads.deliverAll()
    Simulator.shared.settle()
    expectEqual(stage.stack, ["Catalog"], "the old session's upload does not push onto the new session's library")
    expectEqual(log.lines, [], "and changes nothing at all in the window")
    expectEqual(stage.library?.session.notes, [:], "nor touches the new session's notes")
    expect(lingering !== stage.library, "a sign-in builds a new library flow")
}

/// points: 1
@MainActor func currentUploadStillShowsTheBook() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    stage.editor?.saveTapped(text: "first")
    Simulator.shared.settle()
    stage.app.signOut()
    stage.app.signIn(accountID: "bob")
    stage.openEditor(for: 9)
    stage.editor?.saveTapped(text: "second")
    Simulator.shared.settle()
    stage.uploads.deliverAll()
    Simulator.shared.settle()
    expectEqual(stage.stack, ["Catalog", "Book 9"], "only the current session's upload shows its book")
}
