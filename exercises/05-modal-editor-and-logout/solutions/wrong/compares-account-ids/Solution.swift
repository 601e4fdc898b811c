// Mistake: checks that the request comes from the same account ID instead of the same session, so an upload from before logout acts in the next session when the same person signs back in
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

// MARK: The editor flow, the library flow and the window

/// A modal child flow: its own navigation controller, presented as a sheet.
@MainActor
final class NoteEditorCoordinator: NSObject, Coordinator, NoteEditorScreenDelegate,
                                   UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    weak var delegate: (any NoteEditorCoordinatorDelegate)?
    let bookID: Int
    private(set) var navigationController: UINavigationController?
    private weak var presenter: UINavigationController?
    private weak var editor: NoteEditorScreen?
    private var isFinished = false

    init(bookID: Int, presenter: UINavigationController) {
        self.bookID = bookID
        self.presenter = presenter
        super.init()
    }

    func start() {
        let editor = NoteEditorScreen(bookID: bookID)
        editor.delegate = self
        let navigation = UINavigationController(rootViewController: editor)
        navigation.title = "Editor"
        navigation.presentationController?.delegate = self
        self.editor = editor
        navigationController = navigation
        presenter?.present(navigation, animated: true)
    }

    func noteEditor(_ screen: NoteEditorScreen, didSave text: String) {
        finish(savedText: text, dismissing: true)
    }

    func noteEditorDidCancel(_ screen: NoteEditorScreen) {
        finish(savedText: nil, dismissing: true)
    }

    /// Only a completed swipe-down gets here; the sheet is already gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let navigationController, presentationController.presentedViewController === navigationController
        else { return }
        finish(savedText: nil, dismissing: false)
    }

    /// Account teardown: cut the editor off and take the sheet down without animation.
    func stop() {
        guard !isFinished else { return }
        isFinished = true
        editor?.delegate = nil
        if let presenter, presenter.presentedViewController != nil {
            presenter.dismiss(animated: false)
        }
        navigationController = nil
    }

    private func finish(savedText: String?, dismissing: Bool) {
        guard !isFinished else { return }
        isFinished = true
        editor?.delegate = nil
        if dismissing { presenter?.dismiss(animated: true) }
        navigationController = nil
        delegate?.noteEditorCoordinator(self, didFinishWith: savedText)
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

    var editorFlow: NoteEditorCoordinator? {
        childCoordinators.lazy.compactMap { $0 as? NoteEditorCoordinator }.first
    }

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
        childCoordinators.removeAll { $0 === coordinator }
        guard let savedText else { return }
        session.notes[coordinator.bookID] = savedText
        let bookID = coordinator.bookID
        let session = session
        uploads.enqueue { [weak self] in
            self?.app?.showBook(bookID, requestedBy: session)
        }
    }

    func stop() {
        for child in childCoordinators {
            (child as? NoteEditorCoordinator)?.stop()
        }
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
        guard session != nil else { return }
        library?.stop()
        library = nil
        session = nil
        window.rootViewController = SignInScreen()
    }

    /// The one way a flow's request reaches the window: it must come from the current session.
    func showBook(_ bookID: Int, requestedBy requester: AccountSession) {
        guard let session, session.accountID == requester.accountID, let library else { return }
        library.showBook(bookID)
    }
}
