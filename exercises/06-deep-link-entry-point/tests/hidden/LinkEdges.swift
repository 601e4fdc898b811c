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
    var stack: [String] { library?.navigationController.viewControllers.map(Simulator.shared.name(of:)) ?? [] }
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
/// rule: "Then, in order: `.refused(.signedOut)`, `.refused(.otherAccount)`, `.refused(.unknownBook)`"
/// rule: "first validates the link completely, building nothing and touching no controller until it passes"
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
/// rule: "a link that arrives while nobody is signed in is not kept for the next sign-in"
@MainActor func signedOutLinkIsNotKeptForTheNextSignIn() {
    let stage = makeStage(signedInAs: nil)
    observe(stage.open("bookshelf://alice/book/7"), "a link while signed out is refused")
    stage.app.signIn(alice)
    Simulator.shared.settle()
    observe(stage.stack, "a link that arrived while signed out does nothing, even after sign-in")
}

/// points: 2
/// rule: "Push the book in the dismissal's completion, which runs after the editor has disappeared, and not while the sheet is still going away"
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
/// rule: "With the editor up, or still being dismissed for an earlier link, it returns `.openingAfterClosingEditor`, and only the newest such book is pushed, once."
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
/// rule: "`pendingBookID` is cleared when its book is pushed and when the person signs out."
/// rule: "A link that arrives after sign-out is refused with `.refused(.signedOut)`, and a link accepted before sign-out is never pushed, not even into the next session's library."
@MainActor func logoutDropsTheLinkWaitingForTheEditor() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    observe(stage.open("bookshelf://alice/book/7"), "the editor starts closing for the link")
    stage.app.signOut()
    observe(stage.app.pendingBookID, "signing out drops the waiting book")
    observe(stage.open("bookshelf://alice/book/7"), "and a link while signed out is refused")
    stage.app.signIn(alice)
    Simulator.shared.settle()
    observe(stage.stack, "a link accepted before logout is not delivered in the next session")
    observe(stage.open("bookshelf://alice/book/3"), "the new session takes links normally")
    Simulator.shared.settle()
    observe(stage.stack, "and shows their books")
}

/// points: 1
/// rule: "invalidate the editor, forget it, dismiss it with animation, and run the closure once the sheet is gone"
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
/// rule: "where ID is a positive integer. Anything else is `.refused(.malformed)`."
@MainActor func bookZeroIsMalformed() {
    let stage = makeStage()
    observe(stage.open("bookshelf://alice/book/0"), "book numbers start at one")
}

/// points: 2
/// rule: "`pendingBookID` is cleared when its book is pushed"
/// rule: "Once it has been pushed nothing is left waiting, and the next valid link opens at once with `.opened`."
@MainActor func afterADeliveredLinkTheNextOnesOpenNormally() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    observe(stage.stack, "the waiting book is shown once the editor has gone")
    observe(stage.app.pendingBookID, "and nothing is left waiting")
    observe(stage.library?.isEditing, "with no editor up")
    observe(stage.open("bookshelf://alice/book/3"), "the next link opens at once")
    Simulator.shared.settle()
    stage.openEditor(for: 7)
    observe(stage.sheet is NoteEditorScreen, "and the editor can be opened again")
    observe(stage.stack, "with both books on the stack")
}

/// points: 2
/// rule: "Signing out frees the library at once, even while its editor is still closing"
@MainActor func nothingKeepsAnOldLibraryAlive() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    observe(stage.open("bookshelf://alice/book/7"), "the editor is on its way out")
    let closing = Weak(stage.library)
    stage.app.signOut()
    observe(closing.isGone, "signing out frees the library at once, even while its editor is still closing")
    Simulator.shared.settle()
}

/// points: 2
/// rule: "`signOut()` (stops the library with its `stop()`, which closes the editor and makes it unable to save, forgets the flow and shows a `SignInScreen`"
@MainActor func signOutClosesTheEditorOfTheOldFlow() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    guard let flow = stage.library, let editor = stage.sheet as? NoteEditorScreen else {
        return observe(false, "the editor is presented")
    }
    stage.app.signOut()
    observe(stage.window.rootViewController.map(Simulator.shared.name(of:)), "signed out, the window shows Sign in")
    observe(stage.app.library?.account, "and there is no library")
    observe(flow.navigationController.presentedViewController.map(Simulator.shared.name(of:)), "the old flow's sheet is taken down")
    observe(flow.editor?.bookID, "and the old flow is not editing any more")
    editor.saveTapped(text: "after sign-out")
    Simulator.shared.settle()
    observe(flow.notes, "its editor cannot save afterwards")
    let log = Simulator.shared.log
    log.clear()
    stage.app.signOut()
    observe(log.lines, "signing out again changes nothing")
}

/// points: 1
/// rule: "while somebody is signed in it does nothing"
@MainActor func signingInAgainKeepsTheCurrentLibrary() {
    let stage = makeStage()
    let library = stage.library
    let log = Simulator.shared.log
    log.clear()
    stage.app.signIn(bob)
    observe(log.lines, "a second sign-in while signed in changes nothing in the window")
    observe(library != nil && stage.library === library, "and keeps the library")
    observe(stage.library?.account, "the signed-in account stays")
}
