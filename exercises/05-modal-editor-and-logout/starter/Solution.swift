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
    var childCoordinators: [any Coordinator] = []
    weak var delegate: (any NoteEditorCoordinatorDelegate)?
    let bookID: Int
    /// The navigation controller this flow presents; nil when it is not running.
    private(set) var navigationController: UINavigationController?
    private weak var presenter: UINavigationController?

    init(bookID: Int, presenter: UINavigationController) {
        self.bookID = bookID
        self.presenter = presenter
        super.init()
    }

    /// Presents a navigation controller whose root is a NoteEditorScreen, as a sheet.
    func start() {
        // TODO
    }

    func noteEditor(_ screen: NoteEditorScreen, didSave text: String) {
        // TODO
    }

    func noteEditorDidCancel(_ screen: NoteEditorScreen) {
        // TODO
    }

    /// Account teardown, with the sheet possibly still up.
    func stop() {
        // TODO
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
        nil   // TODO
    }

    /// Starts the editor flow for `bookID`, unless one is already running.
    func editNote(for bookID: Int) {
        // TODO
    }

    func showBook(_ bookID: Int) {
        navigationController.pushViewController(BookScreen(bookID: bookID), animated: true)
    }

    func noteEditorCoordinator(_ coordinator: NoteEditorCoordinator, didFinishWith savedText: String?) {
        // TODO: remove the child; a saved note goes into the session and starts an upload whose
        // completion asks the app to show the book.
    }

    func stop() {
        // TODO
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
        // TODO: signed out already? Then nothing. Otherwise stop the account's flows first.
        library = nil
        session = nil
        window.rootViewController = SignInScreen()
    }

    /// The one way a flow's request reaches the window.
    func showBook(_ bookID: Int, requestedBy requester: AccountSession) {
        // TODO
    }
}
