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

/// The names of `events` that the log shows, each once, in the order each first happened.
private func firstOccurrences(in lines: [String], of events: [(name: String, matches: (String) -> Bool)]) -> [String] {
    events.compactMap { event in lines.firstIndex(where: event.matches).map { (name: event.name, index: $0) } }
        .sorted { $0.index < $1.index }
        .map(\.name)
}

@MainActor
private struct Stage {
    let window: UIWindow
    let uploads: UploadQueue
    let app: AppCoordinator

    var library: LibraryCoordinator? { app.library }
    var stack: [String] { library?.navigationController.viewControllers.map(Simulator.shared.name(of:)) ?? [] }
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
/// rule: "an abandoned one has already sent `presentationControllerWillDismiss` and sends nothing more"
/// rule: "Only the first ends the flow."
@MainActor func cancelledSwipeDownKeepsTheChild() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    observe(stage.library?.childCoordinators.count, "editing a note starts one child flow")
    guard let sheet = stage.sheet else { return observe(false, "the editor is presented") }
    User.beginSheetSwipeDown(on: sheet)?.cancel()
    Simulator.shared.settle()
    observe(stage.sheet === sheet, "after an abandoned swipe-down the sheet is still up")
    observe(stage.library?.childCoordinators.count, "so the editor flow is still running")
    stage.editor?.saveTapped(text: "kept going")
    Simulator.shared.settle()
    observe(stage.library?.session.notes[7], "and Save still works afterwards")
    observe(stage.sheet == nil && stage.library?.childCoordinators.count == 0, "ending the flow as usual")
}

/// points: 2
/// rule: "Dismiss from code on *Save* and *Cancel*, and end the flow there"
/// rule: "A finished or stopped editor flow is freed"
@MainActor func cancelDismissesFromCodeAndEndsTheChild() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    observe(stage.editor?.bookID, "the editor is up")
    let child = Weak(stage.library?.childCoordinators.first)
    stage.editor?.cancelTapped()
    Simulator.shared.settle()
    observe(stage.sheet == nil, "Cancel takes the sheet down from code")
    observe(stage.library?.childCoordinators.count, "no delegate callback follows a programmatic dismiss, so the flow ends here")
    observe(child.isGone, "and the child is deallocated")
    observe(stage.library?.session.notes[3], "Cancel saves nothing")
    stage.openEditor(for: 3)
    observe(stage.editor?.bookID, "a second edit can start afterwards")
}

/// points: 2
/// rule: "stop the editor flow (cut its screen off, take the sheet down without animation) *before* the window gets its *Sign in* root, and release every controller of the account"
@MainActor func logoutTakesTheSheetDownBeforeSwappingTheRoot() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    let libraryNavigation = Weak(stage.library?.navigationController)
    let log = Simulator.shared.log
    log.clear()
    stage.app.signOut()
    observe(firstOccurrences(in: log.lines, of: [
        ("the sheet is dismissed", { $0.hasSuffix(".presentedViewController = nil") }),
        ("the window gets Sign in", { $0.hasSuffix(".rootViewController = Sign in") }),
    ]), "logout dismisses the account's sheet, before the window gets its signed-out root")
    observe(libraryNavigation.isGone, "the account's navigation controller is released")
}

/// points: 3
/// rule: "That late completion must change nothing in the window."
/// rule: "Check where navigation happens that a request comes from the **current session**, not merely from an object that is still alive or from the same account ID."
@MainActor func staleUploadAfterLogoutChangesNothing() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    stage.editor?.saveTapped(text: "from the first session")
    Simulator.shared.settle()
    observe(stage.uploads.count, "Save starts an upload")
    let lingering = stage.library              // a stray strong reference to the old flow
    stage.app.signOut()
    stage.app.signIn(accountID: "alice")       // the same person, a new session
    let log = Simulator.shared.log
    log.clear()
    stage.uploads.deliverAll()
    Simulator.shared.settle()
    observe(stage.stack, "the old session's upload does not push onto the new session's library")
    observe(log.lines, "and changes nothing at all in the window")
    observe(stage.library?.session.notes, "nor touches the new session's notes")
    observe(lingering !== stage.library, "a sign-in builds a new library flow")
}

/// points: 1
/// rule: "its completion calls `app.showBook(bookID, requestedBy: session)`"
/// rule: "a request comes from the **current session**"
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
    observe(stage.stack, "only the current session's upload shows its book")
}

/// points: 1
/// rule: "A completed swipe-down ends with `presentationControllerDidDismiss`"
/// rule: "*Cancel* and a swipe-down save nothing and upload nothing."
@MainActor func swipingTheSheetDownEndsTheFlowWithoutSaving() {
    let stage = makeStage()
    stage.openEditor(for: 5)
    observe(stage.editor?.bookID, "the editor is up")
    guard let sheet = stage.sheet else { return observe(false, "the editor is presented") }
    User.swipeDownSheet(sheet)
    Simulator.shared.settle()
    observe(stage.sheet == nil, "a completed swipe-down takes the sheet away")
    observe(stage.library?.childCoordinators.count, "and ends the editor flow")
    observe(stage.library?.session.notes[5], "without saving anything")
    observe(stage.uploads.count, "or starting an upload")
}

/// points: 1
/// rule: "One editor at a time: `editNote(for:)` while an editor flow is running does nothing; the running flow and its sheet stay."
@MainActor func aSecondEditWhileTheSheetIsUpStartsNothing() {
    let stage = makeStage()
    stage.openEditor(for: 5)
    let first = stage.library?.editorFlow
    stage.openEditor(for: 6)
    observe(stage.library?.childCoordinators.count, "one editor flow at a time")
    observe(first != nil && stage.library?.editorFlow === first, "the running one stays")
    observe(stage.editor?.bookID, "and its editor is the one on screen")
}

/// points: 2
/// rule: "it cuts its editor screen off (the screen's `delegate` becomes `nil`) and sets its `navigationController` to `nil`"
/// rule: "After that, `stop()`, *Save* and *Cancel* reaching it do nothing at all: no save, no upload, no dismissal."
@MainActor func aFinishedEditorIsCutOffAndSavesOnce() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    observe(stage.editor?.bookID, "the editor is up")
    guard let flow = stage.library?.editorFlow, let screen = stage.editor else { return observe(false, "the editor is up") }
    screen.saveTapped(text: "once")
    observe(screen.delegate == nil, "the finished flow cuts its editor screen off")
    observe(flow.navigationController == nil, "and lets go of its navigation controller")
    let log = Simulator.shared.log
    log.clear()
    flow.stop()   // an account teardown reaching the flow while its sheet is still going away
    observe(log.lines, "stopping a flow that has already finished does nothing at all")
    flow.noteEditor(screen, didSave: "twice")   // a late second Save reaching the flow anyway
    flow.noteEditorDidCancel(screen)
    Simulator.shared.settle()
    observe(stage.library?.session.notes[7], "the flow finishes once: the first Save is what counts")
    observe(stage.uploads.count, "with one upload")
}

/// points: 2
/// rule: "`signOut()` stops the library, which stops its editor flow and empties `childCoordinators`."
/// rule: "After that, `stop()`, *Save* and *Cancel* reaching it do nothing at all"
@MainActor func signOutStopsTheEditorForGood() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    observe(stage.editor?.bookID, "the editor is up")
    guard let library = stage.library, let flow = library.editorFlow, let screen = stage.editor else {
        return observe(false, "the editor is up")
    }
    stage.app.signOut()
    observe(library.childCoordinators.isEmpty, "the signed-out library keeps no children")
    observe(screen.delegate == nil, "its editor screen is cut off")
    observe(flow.navigationController == nil, "and the flow lets go of its navigation controller")
    flow.noteEditor(screen, didSave: "too late")
    Simulator.shared.settle()
    observe(library.session.notes, "a Save that reaches the stopped flow saves nothing")
    observe(stage.uploads.count, "and uploads nothing")
}

/// points: 1
/// rule: "`signOut()` while nobody is signed in does nothing."
@MainActor func signingOutTwiceKeepsTheSignInScreen() {
    let stage = makeStage()
    stage.app.signOut()
    let signIn = stage.window.rootViewController
    let log = Simulator.shared.log
    log.clear()
    stage.app.signOut()
    observe(log.lines, "signing out when signed out changes nothing in the window")
    observe(signIn != nil && stage.window.rootViewController === signIn, "which keeps its Sign in screen")
}

/// points: 2
/// rule: "The library does not keep the `AppCoordinator` alive, a waiting upload does not keep the library alive"
/// rule: "A finished or stopped editor flow is freed"
@MainActor func nothingKeepsAFlowAliveBehindItsOwner() {
    let stage = makeStage(signedInAs: nil)
    var app: AppCoordinator? = AppCoordinator(window: UIWindow(), uploads: stage.uploads)
    app?.start()
    app?.signIn(accountID: "carol")
    let watchedApp = Weak(app)
    app = nil
    observe(watchedApp.isGone, "the library does not keep the app coordinator alive")

    var library: LibraryCoordinator? = LibraryCoordinator(session: AccountSession(accountID: "dan"), uploads: stage.uploads)
    stage.window.rootViewController = library?.navigationController
    stage.window.makeKeyAndVisible()
    library?.editNote(for: 2)
    Simulator.shared.settle()
    let flow = Weak(library?.editorFlow)
    (((library?.navigationController.presentedViewController as? UINavigationController)?.viewControllers.first)
        as? NoteEditorScreen)?.saveTapped(text: "queued")
    Simulator.shared.settle()
    observe(stage.uploads.count, "the save waits in the app's upload queue")
    let watchedLibrary = Weak(library)
    stage.window.rootViewController = SignInScreen()
    library = nil
    observe(watchedLibrary.isGone, "a waiting upload does not keep the library alive")
    observe(flow.isGone, "nor does anything keep its finished editor flow")
}

/// points: 1
/// rule: "a running editor flow keeps neither its library nor, through its screen, itself alive"
@MainActor func aRunningEditorDoesNotKeepItsOwnersAlive() {
    let stage = makeStage(signedInAs: nil)
    var library: LibraryCoordinator? = LibraryCoordinator(session: AccountSession(accountID: "erin"), uploads: stage.uploads)
    stage.window.rootViewController = library?.navigationController
    stage.window.makeKeyAndVisible()
    library?.editNote(for: 4)
    Simulator.shared.settle()
    observe((library?.navigationController.presentedViewController as? UINavigationController)?.viewControllers
        .map(Simulator.shared.name(of:)), "the editor is up")
    var flow: NoteEditorCoordinator? = library?.editorFlow
    let watchedLibrary = Weak(library)
    let watchedFlow = Weak(flow)
    library = nil
    observe(watchedLibrary.isGone, "the editor flow does not hold the library that owns it")
    flow = nil
    observe(watchedFlow.isGone, "and its editor screen, still on screen, does not hold the flow")
}
