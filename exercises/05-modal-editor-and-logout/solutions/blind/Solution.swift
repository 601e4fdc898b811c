import NavigationSimulator

// MARK: Given: screens, the account session and the upload queue (keep these as they are)

@MainActor
protocol Coordinator: AnyObject {
    /// The flows this coordinator started that are still running.
    var childCoordinators: [any Coordinator] { get set }
    func start()
}

class Screen: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }
}

final class SignInScreen: Screen {
    init() { super.init("Sign in") }
    required init?(coder: NSCoder) { nil }
}

final class BookScreen: Screen {
    let bookID: Int

    init(bookID: Int) {
        self.bookID = bookID
        super.init("Book \(bookID)")
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
protocol NoteEditorScreenDelegate: AnyObject {
    func noteEditor(_ screen: NoteEditorScreen, didSave text: String)
    func noteEditorDidCancel(_ screen: NoteEditorScreen)
}

/// The editor reports Save or Cancel; it never dismisses itself.
final class NoteEditorScreen: Screen {
    let bookID: Int
    weak var delegate: (any NoteEditorScreenDelegate)?

    init(bookID: Int) {
        self.bookID = bookID
        super.init("Note editor")
    }

    required init?(coder: NSCoder) { nil }

    func saveTapped(text: String) { delegate?.noteEditor(self, didSave: text) }
    func cancelTapped() { delegate?.noteEditorDidCancel(self) }
}

/// One sign-in. A new sign-in, even by the same person, is a new object.
@MainActor
final class AccountSession {
    let accountID: String
    var notes: [Int: String] = [:]

    init(accountID: String) {
        self.accountID = accountID
    }
}

/// App-scoped: a completion waits here until the "network" answers (`deliverAll()`).
@MainActor
final class UploadQueue {
    private var waiting: [() -> Void] = []
    var count: Int { waiting.count }

    func enqueue(_ completion: @escaping () -> Void) { waiting.append(completion) }

    func deliverAll() {
        let finished = waiting
        waiting = []
        for completion in finished { completion() }
    }
}

@MainActor
protocol NoteEditorCoordinatorDelegate: AnyObject {
    /// `savedText` is nil when the person cancelled or swiped the sheet away.
    func noteEditorCoordinator(_ coordinator: NoteEditorCoordinator, didFinishWith savedText: String?)
}

// MARK: The editor flow, the library flow and the window: yours to write

/// A modal child flow: its own navigation controller, presented as a sheet.
@MainActor
final class NoteEditorCoordinator: NSObject, Coordinator, NoteEditorScreenDelegate,
                                   UIAdaptivePresentationControllerDelegate {
    private enum State { case ready, running, ended }

    var childCoordinators: [any Coordinator] = []
    weak var delegate: (any NoteEditorCoordinatorDelegate)?
    let bookID: Int
    /// The navigation controller this flow presents; nil when it is not running.
    private(set) var navigationController: UINavigationController?
    private weak var presenter: UINavigationController?
    /// The editor screen on the sheet; weak, the sheet's navigation controller owns it.
    private weak var screen: NoteEditorScreen?
    private var state = State.ready

    init(bookID: Int, presenter: UINavigationController) {
        self.bookID = bookID
        self.presenter = presenter
        super.init()
    }

    /// Presents a navigation controller whose root is a NoteEditorScreen, as a sheet.
    func start() {
        guard state == .ready, let presenter else { return }
        state = .running
        let screen = NoteEditorScreen(bookID: bookID)
        screen.delegate = self
        let navigation = UINavigationController(rootViewController: screen)
        // The child, not the library, hears about the person's swipe-down on its own sheet.
        navigation.presentationController?.delegate = self
        self.screen = screen
        navigationController = navigation
        presenter.present(navigation, animated: true)
    }

    func noteEditor(_ screen: NoteEditorScreen, didSave text: String) {
        guard state == .running, screen === self.screen else { return }
        finish(savedText: text, dismissing: true)
    }

    func noteEditorDidCancel(_ screen: NoteEditorScreen) {
        guard state == .running, screen === self.screen else { return }
        finish(savedText: nil, dismissing: true)
    }

    /// A completed swipe-down (UIKit reference, row 22): the sheet is already gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard state == .running, presentationController.presentedViewController === navigationController else {
            return
        }
        finish(savedText: nil, dismissing: false)
    }

    /// An abandoned swipe-down sends this and nothing more (row 24): the flow is not over.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Account teardown, with the sheet possibly still up.
    func stop() {
        guard state != .ended else { return }
        let navigation = end()
        navigation?.dismiss(animated: false)
    }

    /// Save, Cancel and a completed swipe-down all end here, once. Only Save and Cancel
    /// dismiss: a dismissal by code calls no presentation-controller delegate method (row 21).
    private func finish(savedText: String?, dismissing: Bool) {
        let navigation = end()
        if dismissing { navigation?.dismiss(animated: true) }
        delegate?.noteEditorCoordinator(self, didFinishWith: savedText)
    }

    /// Marks the flow ended, cuts the screen off and lets go of the navigation controller.
    private func end() -> UINavigationController? {
        state = .ended
        screen?.delegate = nil
        screen = nil
        let navigation = navigationController
        navigationController = nil
        return navigation
    }
}

/// Account-scoped: one per sign-in. Owns the stack and the editor flow while it runs.
@MainActor
final class LibraryCoordinator: Coordinator, NoteEditorCoordinatorDelegate {
    var childCoordinators: [any Coordinator] = []
    let session: AccountSession
    let navigationController: UINavigationController
    weak var app: AppCoordinator?
    private let uploads: UploadQueue

    init(session: AccountSession, uploads: UploadQueue) {
        self.session = session
        self.uploads = uploads
        navigationController = UINavigationController(rootViewController: Screen("Catalog"))
        navigationController.title = "Library"
    }

    func start() {}

    /// The running editor flow, nil when there is none.
    var editorFlow: NoteEditorCoordinator? {
        childCoordinators.lazy.compactMap { $0 as? NoteEditorCoordinator }.first
    }

    /// Starts the editor flow for `bookID`, unless one is already running.
    func editNote(for bookID: Int) {
        guard editorFlow == nil else { return }
        let editor = NoteEditorCoordinator(bookID: bookID, presenter: navigationController)
        editor.delegate = self
        childCoordinators.append(editor)
        editor.start()
    }

    func showBook(_ bookID: Int) {
        navigationController.pushViewController(BookScreen(bookID: bookID), animated: true)
    }

    func noteEditorCoordinator(_ coordinator: NoteEditorCoordinator, didFinishWith savedText: String?) {
        guard childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.removeAll { $0 === coordinator }
        guard let savedText else { return }
        let bookID = coordinator.bookID
        let session = session
        session.notes[bookID] = savedText
        // Neither the library nor the window is kept alive by a waiting upload; the session
        // travels with the request so the window can tell whether it is still current.
        uploads.enqueue { [weak app] in
            app?.showBook(bookID, requestedBy: session)
        }
    }

    func stop() {
        editorFlow?.stop()
        childCoordinators.removeAll()
    }
}

/// Window-scoped: outlives every account it shows.
@MainActor
final class AppCoordinator {
    let window: UIWindow
    private let uploads: UploadQueue
    private(set) var session: AccountSession?
    private(set) var library: LibraryCoordinator?

    init(window: UIWindow, uploads: UploadQueue) {
        self.window = window
        self.uploads = uploads
    }

    func start() {
        window.rootViewController = SignInScreen()
        window.makeKeyAndVisible()
    }

    func signIn(accountID: String) {
        guard session == nil else { return }
        let session = AccountSession(accountID: accountID)
        let library = LibraryCoordinator(session: session, uploads: uploads)
        library.app = self
        self.session = session
        self.library = library
        library.start()
        window.rootViewController = library.navigationController
    }

    func signOut() {
        guard session != nil || library != nil else { return }
        library?.stop()          // takes the editor's sheet down first, without animation
        library = nil
        session = nil
        window.rootViewController = SignInScreen()
    }

    /// The one way a flow's request reaches the window.
    func showBook(_ bookID: Int, requestedBy requester: AccountSession) {
        // By identity: a new sign-in, even by the same account ID, is a new session object.
        guard let session, requester === session, let library, library.session === session else { return }
        library.showBook(bookID)
    }
}
