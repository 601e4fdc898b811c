@testable import Submission

// Your tests of CatalogCoordinator. Each top-level function that takes no arguments is a test:
// it passes when it runs to the end, checks something, and every expect/expectEqual holds.
// The two fakes below stand in for the container and the server; change or add to them freely.

/// Records every stack the coordinator asks for.
@MainActor
private final class FakePort: NavigationPort {
    private(set) var rendered: [[Entry]] = []

    func render(_ stack: [Entry]) { rendered.append(stack) }
}

/// Keeps every lookup until the test answers it.
@MainActor
private final class FakeLookup: BookLookup {
    private(set) var asked: [(book: Int, account: String)] = []
    private var pending: [(Bool) -> Void] = []

    func lookUp(book: Int, account: String, completion: @escaping (Bool) -> Void) {
        asked.append((book, account))
        pending.append(completion)
    }

    /// Answers every question asked so far, in order.
    func answerAll(_ exists: Bool) {
        let answers = pending
        pending = []
        for answer in answers { answer(exists) }
    }
}

/// An example to start from: choosing a book pushes it on the catalog.
@MainActor func choosingABookPushesIt() {
    let port = FakePort()
    let coordinator = CatalogCoordinator(account: "ada", port: port, lookup: FakeLookup())
    coordinator.start()
    coordinator.catalog.choose(book: 7)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7)], "the stack after choosing book 7")
    expectEqual(port.rendered.last, coordinator.stack, "what the port was last asked to show")
}
