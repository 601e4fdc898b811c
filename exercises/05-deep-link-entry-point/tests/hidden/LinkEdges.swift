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
