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
    ///
    /// A dismissal made by code calls no presentation-controller delegate method (UIKit
    /// reference, row 21), so the only signal that the sheet has gone is the dismissal's own
    /// completion, which runs after the editor's `viewDidDisappear`.
    func discardEditor(then completion: @escaping () -> Void) {
        editor?.invalidate()          // Save and Cancel can no longer record the note
        editor = nil
        guard navigationController.presentedViewController != nil else {
            // Nothing on screen to wait for: the sheet is already gone.
            completion()
            return
        }
        // `completion` is the only thing captured: the flow is not kept alive by it.
        navigationController.dismiss(animated: true, completion: completion)
    }
}

/// The window: Sign in, or the signed-in account's library. Every link enters here.
///
/// Link policy while the note editor is open: **replace**. The unsaved note is thrown away,
/// the editor is dismissed from code, and the book is pushed in the dismissal's completion.
/// One book waits at a time (`pendingBookID`): a newer valid link replaces it, and signing
/// out drops it. A link that arrives while nobody is signed in is refused, not kept.
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
        guard library == nil else { return }
        let flow = LibraryFlow(account: account)
        library = flow
        window.rootViewController = flow.navigationController
    }

    /// Ends the account: its flow, its editor and whatever the link policy keeps for it.
    func signOut() {
        guard let ending = library else { return }
        ending.stop()
        library = nil
        pendingBookID = nil
        window.rootViewController = SignInScreen()
    }

    /// Validates `url` (format, account, book) before building anything, then applies the
    /// replace policy.
    func handle(_ url: URL) -> LinkOutcome {
        guard let link = Self.parse(url) else { return .refused(.malformed) }
        guard let library else { return .refused(.signedOut) }
        guard link.accountID == library.account.id else { return .refused(.otherAccount) }
        guard library.account.bookIDs.contains(link.bookID) else { return .refused(.unknownBook) }

        if pendingBookID != nil {
            // The editor is already going away for an earlier link: the newest book waits.
            pendingBookID = link.bookID
            return .openingAfterClosingEditor
        }
        if library.isEditing {
            pendingBookID = link.bookID
            library.discardEditor { [weak self, weak library] in
                self?.editorDidCloseForLink(in: library)
            }
            return .openingAfterClosingEditor
        }
        library.showBook(link.bookID)
        return .opened
    }

    /// The dismissal's completion: the sheet has gone. Pushes the waiting book, but only into
    /// the flow the link was accepted for, and only if it is still this window's library.
    private func editorDidCloseForLink(in flow: LibraryFlow?) {
        guard let flow, flow === library, let bookID = pendingBookID else { return }
        pendingBookID = nil
        flow.showBook(bookID)
    }

    /// `bookshelf://ACCOUNT/book/ID`: scheme `bookshelf`, a non-empty host, a path of exactly
    /// `/book/ID` with ID a positive integer, and nothing else. Builds nothing.
    private static func parse(_ url: URL) -> (accountID: String, bookID: Int)? {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
              parts.scheme == "bookshelf",
              let host = parts.host, !host.isEmpty,
              parts.user == nil, parts.password == nil, parts.port == nil,
              parts.query == nil, parts.fragment == nil
        else { return nil }
        let segments = parts.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == 3, segments[0].isEmpty, segments[1] == "book" else { return nil }
        let id = segments[2]
        guard !id.isEmpty, id.allSatisfy({ ("0"..."9").contains($0) }),
              let bookID = Int(id), bookID > 0
        else { return nil }
        return (host, bookID)
    }
}
