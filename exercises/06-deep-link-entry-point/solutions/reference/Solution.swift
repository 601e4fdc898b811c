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

// Given: the same in the starter; the learner does not write it, so no test grades it and no mutant touches it.
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
// Given: the same in the starter; the learner does not write it, so no test grades it and no mutant touches it.
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

// MARK: The policy and the entry point

extension LibraryFlow {
    /// The replace policy's half in the flow: the unsaved note is thrown away and the sheet
    /// dismissed from code; `completion` runs once the sheet is gone.
    func discardEditor(then completion: @escaping () -> Void) {
        guard let editor else { return completion() }
        editor.invalidate()
        self.editor = nil
        navigationController.dismiss(animated: true, completion: completion)
    }
}

/// A link's parts, once its format has been checked. Nothing else is looked at yet.
private struct BookLink {
    let accountID: String
    let bookID: Int

    init?(_ url: URL) {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
              parts.scheme == "bookshelf", let host = parts.host, !host.isEmpty
        else { return nil }
        let path = parts.path.split(separator: "/", omittingEmptySubsequences: false)
        guard path.count == 3, path[0].isEmpty, path[1] == "book",
              let bookID = Int(path[2]), bookID > 0
        else { return nil }
        accountID = host
        self.bookID = bookID
    }
}

/// The window: Sign in, or the signed-in account's library. Every link enters here.
@MainActor
final class AppCoordinator {
    let window: UIWindow
    private(set) var library: LibraryFlow?
    /// The book waiting for the editor's dismissal to finish; at most one.
    private(set) var pendingBookID: Int?

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = SignInScreen()
        window.makeKeyAndVisible()
    }

    func signIn(_ account: Account) {
        guard library == nil else { return }
        let flow = LibraryFlow(account: account)
        library = flow
        window.rootViewController = flow.navigationController
    }

    func signOut() {
        guard let flow = library else { return }
        pendingBookID = nil
        flow.stop()
        library = nil
        window.rootViewController = SignInScreen()
    }

    func handle(_ url: URL) -> LinkOutcome {
        guard let link = BookLink(url) else { return .refused(.malformed) }
        guard let library else { return .refused(.signedOut) }
        guard link.accountID == library.account.id else { return .refused(.otherAccount) }
        guard library.account.bookIDs.contains(link.bookID) else { return .refused(.unknownBook) }

        if pendingBookID != nil {                  // the editor is already on its way out
            pendingBookID = link.bookID            // the newest link wins
            return .openingAfterClosingEditor
        }
        if library.isEditing {
            pendingBookID = link.bookID
            library.discardEditor { [weak self, weak library] in
                self?.deliverPendingBook(to: library)
            }
            return .openingAfterClosingEditor
        }
        library.showBook(link.bookID)
        return .opened
    }

    private func deliverPendingBook(to flow: LibraryFlow?) {
        guard let flow, flow === library, let bookID = pendingBookID else { return }
        pendingBookID = nil
        flow.showBook(bookID)
    }
}
