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
    expectEqual(stage.open("bookshelf://alice/book/7"), .refused(.otherAccount),
                "a link for another account is refused, even for a book Bob has too")
    expectEqual(stage.open("bookshelf://bob/book/3"), .refused(.unknownBook),
                "a book that is not in Bob's library is refused")
    Simulator.shared.settle()
    expectEqual(log.lines, [], "neither builds nor shows anything")
    expectEqual(stage.stack, ["Catalog"], "the stack is untouched")
}

/// points: 2
@MainActor func signedOutLinkIsNotKeptForTheNextSignIn() {
    let stage = makeStage(signedInAs: nil)
    _ = stage.open("bookshelf://alice/book/7")
    stage.app.signIn(alice)
    Simulator.shared.settle()
    expectEqual(stage.stack, ["Catalog"], "a link that arrived while signed out does nothing, even after sign-in")
}

/// points: 2
@MainActor func bookIsPushedOnlyAfterTheSheetIsGone() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let log = Simulator.shared.log
    log.clear()
    _ = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    let sheetGone = log.lines.firstIndex { $0.hasSuffix(".presentedViewController = nil") }
    let bookArrives = log.lines.firstIndex { $0.hasPrefix("Book 7.") }
    expect(sheetGone != nil && bookArrives != nil && sheetGone! < bookArrives!,
           "the book is built and pushed after the editor's dismissal has finished, not during it")
    expect(!log.lines.contains { $0.hasPrefix("warning:") }, "without any UIKit warning")
}

/// points: 2
@MainActor func newestLinkWinsWhileTheEditorCloses() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let first = stage.open("bookshelf://alice/book/7")
    let second = stage.open("bookshelf://alice/book/3")   // the sheet is still going away
    Simulator.shared.settle()
    expectEqual([first, second], [.openingAfterClosingEditor, .openingAfterClosingEditor],
                "both links wait for the closing editor")
    expectEqual(stage.stack, ["Catalog", "Book 3"], "only the newest book is shown, exactly once")
}

/// points: 2
@MainActor func logoutDropsTheLinkWaitingForTheEditor() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")            // the editor starts closing
    stage.app.signOut()
    stage.app.signIn(alice)
    Simulator.shared.settle()
    expectEqual(stage.stack, ["Catalog"], "a link accepted before logout is not delivered in the next session")
    let outcome = stage.open("bookshelf://alice/book/3")
    Simulator.shared.settle()
    expect(outcome == .opened && stage.stack == ["Catalog", "Book 3"], "and the new session takes links normally")
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
    expectEqual(stage.library?.notes[3], nil, "the editor the link discarded can no longer save")
    expectEqual(stage.stack, ["Catalog", "Book 7"], "and the book stays on screen")
}

/// points: 1
@MainActor func saveAndCancelEndTheEditorOnce() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let editor = stage.sheet as? NoteEditorScreen
    editor?.saveTapped(text: "first thoughts")
    Simulator.shared.settle()
    expectEqual(stage.library?.notes[3], "first thoughts", "Save keeps the note")
    expect(stage.sheet == nil && stage.library?.isEditing == false, "and closes the editor")
    editor?.saveTapped(text: "second thoughts")   // the closed editor, still held somewhere
    Simulator.shared.settle()
    expectEqual(stage.library?.notes[3], "first thoughts", "a closed editor saves nothing more")
    stage.openEditor(for: 7)
    (stage.sheet as? NoteEditorScreen)?.cancelTapped()
    Simulator.shared.settle()
    expect(stage.sheet == nil && stage.library?.isEditing == false, "Cancel closes the editor too")
    expectEqual(stage.library?.notes[7], nil, "without saving")
}

/// points: 1
@MainActor func aSecondEditWhileEditingKeepsTheFirstEditor() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    let first = stage.library?.editor
    let log = Simulator.shared.log
    log.clear()
    stage.openEditor(for: 7)
    expect(first != nil && stage.library?.editor === first && stage.sheet === first, "the editor on screen stays the flow's editor")
    expect(!log.lines.contains { $0.hasPrefix("warning:") }, "and nothing tries to present a second sheet over it")
}

/// points: 1
@MainActor func swipingTheEditorAwayEndsItForGood() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    guard let editor = stage.sheet as? NoteEditorScreen else { return expect(false, "the editor is presented") }
    User.swipeDownSheet(editor)
    Simulator.shared.settle()
    expect(stage.sheet == nil && stage.library?.isEditing == false, "a swipe-down ends the editing")
    editor.saveTapped(text: "after the swipe")
    Simulator.shared.settle()
    expectEqual(stage.library?.notes[3], nil, "and the swiped-away editor can no longer save")
}

/// points: 2
@MainActor func signOutClosesTheEditorOfTheOldFlow() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    guard let flow = stage.library, let editor = stage.sheet as? NoteEditorScreen else {
        return expect(false, "the editor is presented")
    }
    stage.app.signOut()
    expect(stage.app.library == nil, "signed out, there is no library")
    expectEqual(stage.open("bookshelf://alice/book/7"), .refused(.signedOut), "so links are refused")
    expect(flow.navigationController.presentedViewController == nil, "the old flow's sheet is taken down")
    expect(!flow.isEditing, "and the old flow is not editing any more")
    editor.saveTapped(text: "after sign-out")
    Simulator.shared.settle()
    expectEqual(flow.notes, [:], "its editor cannot save afterwards")
}

/// points: 1
@MainActor func signingInAgainKeepsTheCurrentLibrary() {
    let stage = makeStage()
    let library = stage.library
    stage.app.signIn(bob)
    expect(library != nil && stage.library === library, "a second sign-in while signed in changes nothing")
    expectEqual(stage.library?.account, alice, "the signed-in account stays")
}

/// points: 1
@MainActor func bookZeroIsMalformed() {
    let stage = makeStage()
    expectEqual(stage.open("bookshelf://alice/book/0"), .refused(.malformed), "book numbers start at one")
}

/// points: 2
@MainActor func afterADeliveredLinkTheNextOnesOpenNormally() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    expectEqual(stage.stack, ["Catalog", "Book 7"], "the waiting book is shown once the editor has gone")
    expect(stage.app.pendingBookID == nil && stage.library?.isEditing == false, "and nothing is left waiting")
    expectEqual(stage.open("bookshelf://alice/book/3"), .opened, "the next link opens at once")
    Simulator.shared.settle()
    stage.openEditor(for: 7)
    expect(stage.sheet is NoteEditorScreen, "and the editor can be opened again")
    expectEqual(stage.stack, ["Catalog", "Book 7", "Book 3"], "with both books on the stack")
}

/// points: 2
@MainActor func nothingKeepsAnOldLibraryAlive() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    _ = stage.open("bookshelf://alice/book/7")   // the editor is on its way out
    let closing = Weak(stage.library)
    stage.app.signOut()
    expect(closing.isGone, "signing out frees the library at once, even while its editor is still closing")
    Simulator.shared.settle()

    let window = UIWindow()
    var flow: LibraryFlow? = LibraryFlow(account: bob)
    window.rootViewController = flow?.navigationController
    window.makeKeyAndVisible()
    flow?.editNote(for: 9)
    Simulator.shared.settle()
    let editing = Weak(flow)
    flow = nil
    expect(editing.isGone, "a library flow nobody holds is freed, even with its editor on screen")
}
