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

/// points: 1
@MainActor func validLinkOpensTheBookAtOnce() {
    let stage = makeStage()
    let outcome = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    expectEqual(outcome, .opened, "a valid link with nothing presented is opened")
    expectEqual(stage.stack, ["Catalog", "Book 7"], "by pushing its book onto the library")
}

/// points: 2
@MainActor func malformedLinksAreRefusedAndBuildNothing() {
    let stage = makeStage()
    let log = Simulator.shared.log
    log.clear()
    let links = [
        "bookshelf://alice/book/seven",
        "https://alice/book/7",
        "bookshelf://alice/books/7",
        "bookshelf://alice/book/7/notes",
        "bookshelf://alice/book/0",
    ]
    for link in links {
        expectEqual(stage.open(link), .refused(.malformed), "\(link) is malformed")
    }
    Simulator.shared.settle()
    expectEqual(log.lines, [], "a refused link changes nothing in the window")
    expectEqual(stage.stack, ["Catalog"], "the library's stack is untouched")
}

/// points: 2
@MainActor func linkWhileEditingClosesTheEditorThenShowsTheBook() {
    let stage = makeStage()
    stage.openEditor(for: 3)
    expect(stage.sheet is NoteEditorScreen, "the note editor is up")
    let outcome = stage.open("bookshelf://alice/book/7")
    Simulator.shared.settle()
    expectEqual(outcome, .openingAfterClosingEditor, "a link while editing takes the replace path")
    expect(stage.sheet == nil, "the editor is dismissed")
    expectEqual(stage.stack, ["Catalog", "Book 7"], "and the linked book is shown, once")
    expectEqual(stage.library?.notes[3], nil, "the unsaved note is thrown away")
    expect(stage.library?.isEditing == false, "the library no longer counts an editor")
}

/// points: 1
@MainActor func signedOutLinkIsRefused() {
    let stage = makeStage(signedInAs: nil)
    let log = Simulator.shared.log
    log.clear()
    expectEqual(stage.open("bookshelf://alice/book/7"), .refused(.signedOut), "nobody is signed in")
    Simulator.shared.settle()
    expectEqual(stage.window.rootViewController.map(Simulator.shared.name(of:)), "Sign in", "the window still shows Sign in")
    expectEqual(log.lines, [], "and nothing else happened")
}
