// Mistake: lets a lookup answer that arrives after stop and a new start open the book
// points: 2
// The subject: a catalog coordinator behind a navigation port, as chapter 9 builds its inbox.
// Your tests run against this file as it is, and against copies with one mistake each.

/// Where an entry of the stack leads.
enum Destination: Equatable, Sendable {
    case catalog
    case book(Int)
}

/// One place in the stack. IDs only go up, so an entry that left can never pass for a newer one.
struct Entry: Equatable, Sendable {
    let id: Int
    let destination: Destination
}

/// Out: show exactly this stack, bottom first. An empty stack shows nothing.
@MainActor
protocol NavigationPort: AnyObject {
    func render(_ stack: [Entry])
}

/// Answers whether a book exists for an account; a real one asks a server, so the answer
/// comes later, through `completion`.
@MainActor
protocol BookLookup: AnyObject {
    func lookUp(book: Int, account: String, completion: @escaping (Bool) -> Void)
}

/// A link from outside the app: `bookshelf://ACCOUNT/book/ID`, already parsed.
enum DeepLink: Equatable, Sendable {
    case book(Int, account: String)
}

@MainActor
final class CatalogScreen {
    var onBookChosen: ((Int) -> Void)?

    func choose(book: Int) { onBookChosen?(book) }
}

@MainActor
final class BookScreen {
    let book: Int
    private var onClose: (() -> Void)?

    init(book: Int, onClose: @escaping () -> Void) {
        self.book = book
        self.onClose = onClose
    }

    /// False once its coordinator has taken it out of the flow.
    var isActive: Bool { onClose != nil }

    func closeTapped() { onClose?() }  // the person's Close: this book and every book above it leave the stack

    func invalidate() { onClose = nil }
}

@MainActor
final class CatalogCoordinator {
    let catalog = CatalogScreen()
    let account: String
    /// The stack the coordinator last asked for, bottom first.
    private(set) var stack: [Entry] = []

    private let port: any NavigationPort
    private let lookup: any BookLookup
    private var bookScreens: [Int: BookScreen] = [:]
    private var lastID = 0
    private var session = 0
    private var isRunning = false

    init(account: String, port: any NavigationPort, lookup: any BookLookup) {
        self.account = account
        self.port = port
        self.lookup = lookup
    }

    /// The book screen of the entry at `position` of the stack, while that entry is there.
    func bookScreen(at position: Int) -> BookScreen? {
        stack.indices.contains(position) ? bookScreens[stack[position].id] : nil
    }

    /// Shows the catalog alone. Starting a running coordinator does nothing.
    func start() {
        guard !isRunning else { return }
        isRunning = true
        session += 1
        stack = [Entry(id: nextID(), destination: .catalog)]
        catalog.onBookChosen = { [weak self] book in self?.push(book: book) }
        port.render(stack)
    }

    /// Ends the flow: the catalog and every book screen are cut off, book screens are released, and the port shows nothing. Stopping a stopped coordinator does nothing.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        session += 1
        catalog.onBookChosen = nil
        trim(to: 0)
        port.render(stack)
    }

    /// A transition towards `visible` has begun; a swipe can still be cancelled, so nothing changes.
    func containerWillShow(_ visible: [Entry]) {}

    /// A transition has ended and the container shows `visible`: accepted only when it is a
    /// shorter or equal, non-empty beginning of the stack (the person went back); nothing is rendered, the container already shows it.
    func containerDidShow(_ visible: [Entry]) {
        guard isRunning, !visible.isEmpty, visible.count <= stack.count, Array(stack.prefix(visible.count)) == visible
        else { return }
        trim(to: visible.count)
    }

    /// Opens a book from a link: only the signed-in account's, only a positive ID, and only when
    /// the lookup says it exists and answers while the same session is running. The book then
    /// replaces every open book, on top of the catalog.
    func open(_ link: DeepLink) {
        guard isRunning, case .book(let book, let linkAccount) = link, linkAccount == account, book > 0 else { return }
        let askedIn = session
        lookup.lookUp(book: book, account: account) { [weak self] exists in
            guard let self, exists, self.isRunning else { return }
            self.trim(to: 1)
            self.push(book: book)
        }
    }

    private func push(book: Int) {
        guard isRunning, book > 0 else { return }
        let id = nextID()
        bookScreens[id] = BookScreen(book: book) { [weak self] in self?.close(entryID: id) }
        stack.append(Entry(id: id, destination: .book(book)))
        port.render(stack)
    }

    private func close(entryID: Int) {
        guard let index = stack.firstIndex(where: { $0.id == entryID }), index > 0 else { return }
        trim(to: index)
        port.render(stack)
    }

    /// Screens and stack shrink together: cut off, forget, trim.
    private func trim(to count: Int) {
        for entry in stack[count...] { bookScreens.removeValue(forKey: entry.id)?.invalidate() }
        stack.removeSubrange(count...)
    }

    private func nextID() -> Int {
        lastID += 1
        return lastID
    }
}
