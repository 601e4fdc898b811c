@testable import Submission
import NavigationSimulator

// Each test puts a fresh window on screen with a fresh AppCoordinator; the test plays the
// scene delegate that hands it links.

private let alice = Account(id: "alice", bookIDs: [3, 7])
private let bob = Account(id: "bob", bookIDs: [7, 9])

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
    let app: AppCoordinator

    var library: LibraryFlow? { app.library }
    var stack: [String] { library?.navigationController.viewControllers.map(\.simulatorName) ?? [] }
    var sheet: UIViewController? { library?.navigationController.presentedViewController }

    func open(_ link: String) -> LinkOutcome? {
        guard let url = URL(string: link) else { return nil }
        return app.handle(url)
    }

    func openEditor(for bookID: Int) {
        library?.editNote(for: bookID)
        Simulator.shared.settle()
    }
}

@MainActor
private func makeStage(signedInAs account: Account? = alice) -> Stage {
    Simulator.shared.reset()
    let window = UIWindow()
    window.accessibilityIdentifier = "main"
    let app = AppCoordinator(window: window)
    app.start()
    if let account { app.signIn(account) }
    return Stage(window: window, app: app)
}

/// points: 2
@MainActor func otherAccountAndUnknownBookAreRefusedBeforeBuilding() {
    let stage = makeStage(signedInAs: bob)
    let log = Simulator.shared.log
    log.clear()
    observe(stage.open("bookshelf://alice/book/7"),
                "a link for another account is refused, even for a book Bob has too")
    observe(stage.open("bookshelf://bob/book/3"),
                "a book that is not in Bob's library is refused")
    Simulator.shared.settle()
    observe(log.lines, "neither builds nor shows anything")
    observe(stage.stack, "the stack is untouched")
}

/// points: 2
@MainActor func signedOutLinkIsNotKeptForTheNextSignIn() {
    let stage = makeStage(signedInAs: nil)
    _ = stage.open("bookshelf://alice/book/7")
    stage.app.signIn(alice)
    Simulator.shared.settle()
    observe(stage.stack, "a link that arrived while signed out does nothing, even after sign-in")
}

/// points: 2
@MainActor func bookIsPushedOnlyAfterTheSheetIsGone() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let log = Simulator.shared.log
    log.clear()
    _ = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    observe(firstOccurrences(in: log.lines, of: [
        ("the editor's sheet is gone", { $0.hasSuffix(".presentedViewController = nil") }),
        ("Book 7 is built", { $0.hasPrefix("Book 7.") }),
    ]), "the book is built and pushed after the editor's dismissal has finished, not during it")
    observe(!log.lines.contains { $0.hasPrefix("warning:") }, "without any UIKit warning")
}

/// points: 2
@MainActor func newestLinkWinsWhileTheEditorCloses() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let first = stage.open("bookshelf://alice/book/7")
    let second = stage.open("bookshelf://alice/book/3")   // the sheet is still going away
    Simulator.shared.settle()
    observe([first, second],
                "both links wait for the closing editor")
    observe(stage.stack, "only the newest book is shown, exactly once")
}

/// points: 2
@MainActor func logoutDropsTheLinkWaitingForTheEditor() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")            // the editor starts closing
    stage.app.signOut()
    stage.app.signIn(alice)
    Simulator.shared.settle()
    observe(stage.stack, "a link accepted before logout is not delivered in the next session")
    let outcome = stage.open("bookshelf://alice/book/3")
    Simulator.shared.settle()
    observe(outcome == .opened && stage.stack == ["Catalog", "Book 3"], "and the new session takes links normally")
}

/// points: 1
@MainActor func discardedEditorCannotSaveLater() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let editor = stage.sheet as? NoteEditorScreen    // held, as a stray reference might
    _ = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    editor?.saveTapped(text: "typed after the link")
    Simulator.shared.settle()
    observe(stage.library?.notes[3], "the editor the link discarded can no longer save")
    observe(stage.stack, "and the book stays on screen")
}

/// points: 1
@MainActor func saveAndCancelEndTheEditorOnce() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let editor = stage.sheet as? NoteEditorScreen
    editor?.saveTapped(text: "first thoughts")
    Simulator.shared.settle()
    observe(stage.library?.notes[3], "Save keeps the note")
    observe(stage.sheet == nil && stage.library?.isEditing == false, "and closes the editor")
    editor?.saveTapped(text: "second thoughts")   // the closed editor, still held somewhere
    Simulator.shared.settle()
    observe(stage.library?.notes[3], "a closed editor saves nothing more")
    stage.openEditor(for: 7)
    (stage.sheet as? NoteEditorScreen)?.cancelTapped()
    Simulator.shared.settle()
    observe(stage.sheet == nil && stage.library?.isEditing == false, "Cancel closes the editor too")
    observe(stage.library?.notes[7], "without saving")
}

/// points: 1
@MainActor func aSecondEditWhileEditingKeepsTheFirstEditor() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let first = stage.library?.editor
    let log = Simulator.shared.log
    log.clear()
    stage.openEditor(for: 7)
    observe(first != nil && stage.library?.editor === first && stage.sheet === first, "the editor on screen stays the flow's editor")
    observe(!log.lines.contains { $0.hasPrefix("warning:") }, "and nothing tries to present a second sheet over it")
}

/// points: 1
@MainActor func swipingTheEditorAwayEndsItForGood() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    guard let editor = stage.sheet as? NoteEditorScreen else { return observe(false, "the editor is presented") }
    User.swipeDownSheet(editor)
    Simulator.shared.settle()
    observe(stage.sheet == nil && stage.library?.isEditing == false, "a swipe-down ends the editing")
    editor.saveTapped(text: "after the swipe")
    Simulator.shared.settle()
    observe(stage.library?.notes[3], "and the swiped-away editor can no longer save")
}

/// points: 2
@MainActor func signOutClosesTheEditorOfTheOldFlow() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    guard let flow = stage.library, let editor = stage.sheet as? NoteEditorScreen else {
        return observe(false, "the editor is presented")
    }
    stage.app.signOut()
    observe(stage.app.library == nil, "signed out, there is no library")
    observe(stage.open("bookshelf://alice/book/7"), "so links are refused")
    observe(flow.navigationController.presentedViewController == nil, "the old flow's sheet is taken down")
    observe(!flow.isEditing, "and the old flow is not editing any more")
    editor.saveTapped(text: "after sign-out")
    Simulator.shared.settle()
    observe(flow.notes, "its editor cannot save afterwards")
}

/// points: 1
@MainActor func signingInAgainKeepsTheCurrentLibrary() {
    let stage = makeStage()
    let library = stage.library
    stage.app.signIn(bob)
    observe(library != nil && stage.library === library, "a second sign-in while signed in changes nothing")
    observe(stage.library?.account, "the signed-in account stays")
}

/// points: 1
@MainActor func bookZeroIsMalformed() {
    let stage = makeStage()
    observe(stage.open("bookshelf://alice/book/0"), "book numbers start at one")
}

/// points: 2
@MainActor func afterADeliveredLinkTheNextOnesOpenNormally() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    observe(stage.stack, "the waiting book is shown once the editor has gone")
    observe(stage.app.pendingBookID == nil && stage.library?.isEditing == false, "and nothing is left waiting")
    observe(stage.open("bookshelf://alice/book/3"), "the next link opens at once")
    Simulator.shared.settle()
    stage.openEditor(for: 7)
    observe(stage.sheet is NoteEditorScreen, "and the editor can be opened again")
    observe(stage.stack, "with both books on the stack")
}

/// points: 2
@MainActor func nothingKeepsAnOldLibraryAlive() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")   // the editor is on its way out
    let closing = Weak(stage.library)
    stage.app.signOut()
    observe(closing.isGone, "signing out frees the library at once, even while its editor is still closing")
    Simulator.shared.settle()

    let window = UIWindow()
    var flow: LibraryFlow? = LibraryFlow(account: bob)
    window.rootViewController = flow?.navigationController
    window.makeKeyAndVisible()
    flow?.editNote(for: 9)
    Simulator.shared.settle()
    let editing = Weak(flow)
    flow = nil
    observe(editing.isGone, "a library flow nobody holds is freed, even with its editor on screen")
}
