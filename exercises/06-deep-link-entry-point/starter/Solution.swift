import NavigationSimulator

// MARK: Given: screens, accounts, outcomes and the library flow (keep these as they are)

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

final class NoteEditorScreen: Screen {
    let bookID: Int
    private var onFinish: ((String?) -> Void)?

    init(bookID: Int, onFinish: @escaping (String?) -> Void) {
        self.bookID = bookID
        self.onFinish = onFinish
        super.init("Note editor")
    }

    required init?(coder: NSCoder) { nil }

    func saveTapped(text: String) { onFinish?(text) }
    func cancelTapped() { onFinish?(nil) }
    /// After this, Save and Cancel do nothing.
    func invalidate() { onFinish = nil }
}

struct Account: Equatable {
    let id: String
    let bookIDs: Set<Int>
}

enum Refusal: Equatable {
    case malformed, signedOut, otherAccount, unknownBook
}

enum LinkOutcome: Equatable {
    /// The book was pushed at once.
    case opened
    /// The note editor was open: it is being dismissed, and the book follows once it is gone.
    case openingAfterClosingEditor
    case refused(Refusal)
}

/// One account's library in one window: a stack with Catalog at the root, and a note editor
/// presented as a sheet over it.
@MainActor
final class LibraryFlow: NSObject, UIAdaptivePresentationControllerDelegate {
    let account: Account
    let navigationController: UINavigationController
    private(set) var editor: NoteEditorScreen?
    private(set) var notes: [Int: String] = [:]

    init(account: Account) {
        self.account = account
        navigationController = UINavigationController(rootViewController: Screen("Catalog"))
        navigationController.title = "Library"
        super.init()
    }

    var isEditing: Bool { editor != nil }

    func showBook(_ bookID: Int) {
        navigationController.pushViewController(BookScreen(bookID: bookID), animated: true)
    }

    func editNote(for bookID: Int) {
        guard editor == nil else { return }
        let editor = NoteEditorScreen(bookID: bookID) { [weak self] text in
            self?.editorFinished(bookID: bookID, savedText: text)
        }
        editor.presentationController?.delegate = self
        self.editor = editor
        navigationController.present(editor, animated: true)
    }

    private func editorFinished(bookID: Int, savedText: String?) {
        if let savedText { notes[bookID] = savedText }
        editor?.invalidate()
        editor = nil
        navigationController.dismiss(animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard presentationController.presentedViewController === editor else { return }
        editor?.invalidate()
        editor = nil
    }

    /// Account teardown.
    func stop() {
        editor?.invalidate()
        editor = nil
        if navigationController.presentedViewController != nil {
            navigationController.dismiss(animated: false)
        }
    }
}

// MARK: The policy and the entry point: yours to write

extension LibraryFlow {
    /// The replace policy's half in the flow: throw the unsaved note away and dismiss the sheet
    /// from code; run `completion` once the sheet is gone.
    func discardEditor(then completion: @escaping () -> Void) {
        // TODO
    }
}

/// The window: Sign in, or the signed-in account's library. Every link enters here.
@MainActor
final class AppCoordinator {
    let window: UIWindow
    private(set) var library: LibraryFlow?
    /// The book waiting for the editor's dismissal to finish; nil when none.
    private(set) var pendingBookID: Int?

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = SignInScreen()
        window.makeKeyAndVisible()
    }

    /// Shows `account`'s library, unless somebody is signed in already.
    func signIn(_ account: Account) {
        // TODO
    }

    /// Ends the account: its flow, its editor and whatever the link policy keeps for it.
    func signOut() {
        // TODO
    }

    /// Validates `url` (format, account, book) before building anything, then applies the
    /// replace policy.
    func handle(_ url: URL) -> LinkOutcome {
        // TODO
        .opened
    }
}
