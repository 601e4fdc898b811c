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

/// points: 1
@MainActor func editorIsAChildWithItsOwnNavigationController() {
    let stage = makeStage()
    expectEqual(stage.window.rootViewController.map(Simulator.shared.name(of:)), "Library", "signing in shows the library's stack")
    stage.openEditor(for: 7)
    expectEqual(stage.library?.childCoordinators.count, 1, "editing a note starts one child flow")
    expect(stage.sheet is UINavigationController, "the child presents a navigation controller of its own")
    expectEqual(stage.editor?.bookID, 7, "whose root is the note editor for the book")
    expectEqual(stage.stack, ["Catalog"], "the library's own stack is left alone")
}

/// points: 2
@MainActor func saveStoresTheNoteAndEndsTheChild() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    let child = Weak(stage.library?.childCoordinators.first)
    let sheet = Weak(stage.sheet)
    stage.editor?.saveTapped(text: "reread chapter 2")
    Simulator.shared.settle()
    expect(stage.sheet == nil, "Save takes the sheet down")
    expectEqual(stage.library?.childCoordinators.count, 0, "the finished child is removed")
    expect(child.isGone && sheet.isGone, "and it and its navigation controller are deallocated")
    expectEqual(stage.library?.session.notes[7], "reread chapter 2", "the note is stored in the session")
    stage.uploads.deliverAll()
    Simulator.shared.settle()
    expectEqual(stage.stack, ["Catalog", "Book 7"], "when the upload finishes, the book is shown")
}

/// points: 2
@MainActor func completedSwipeDownEndsTheChild() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    expectEqual(stage.library?.childCoordinators.count, 1, "editing a note starts one child flow")
    let child = Weak(stage.library?.childCoordinators.first)
    guard let sheet = stage.sheet else { return expect(false, "the editor is presented") }
    User.beginSheetSwipeDown(on: sheet)?.finish()
    Simulator.shared.settle()
    expect(stage.sheet == nil, "a finished swipe-down removes the sheet")
    expectEqual(stage.library?.childCoordinators.count, 0, "and ends the child flow, like Cancel")
    expect(child.isGone, "the child is deallocated")
    expectEqual(stage.library?.session.notes[7], nil, "nothing is saved")
    expectEqual(stage.uploads.count, 0, "and nothing is uploaded")
}

/// points: 2
@MainActor func logoutWithTheEditorUpReleasesTheAccount() {
    let stage = makeStage()
    stage.openEditor(for: 7)
    let library = Weak(stage.library)
    let child = Weak(stage.library?.childCoordinators.first)
    let sheet = Weak(stage.sheet)
    let editor = Weak(stage.editor)
    expectEqual(stage.editor?.bookID, 7, "the editor is up before logout")
    stage.app.signOut()
    Simulator.shared.settle()
    expectEqual(stage.window.rootViewController.map(Simulator.shared.name(of:)), "Sign in", "logout shows Sign in")
    expect(library.isGone && child.isGone, "the library and its editor flow are released")
    expect(sheet.isGone && editor.isGone, "and so are the sheet and the editor screen")
}
