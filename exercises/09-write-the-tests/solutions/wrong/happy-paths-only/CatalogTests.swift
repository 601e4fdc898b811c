// Mistake: tests only what goes right: pushes, a close and a finished Back
@testable import Submission


@MainActor
private final class FakePort: NavigationPort {
    private(set) var rendered: [[Entry]] = []

    func render(_ stack: [Entry]) { rendered.append(stack) }
}

@MainActor
private final class FakeLookup: BookLookup {
    private(set) var asked: [(book: Int, account: String)] = []
    private var pending: [(Bool) -> Void] = []

    func lookUp(book: Int, account: String, completion: @escaping (Bool) -> Void) {
        asked.append((book, account))
        pending.append(completion)
    }

    func answerAll(_ exists: Bool) {
        let answers = pending
        pending = []
        for answer in answers { answer(exists) }
    }
}

@MainActor
private func started(_ account: String = "ada") -> (CatalogCoordinator, FakePort, FakeLookup) {
    let port = FakePort()
    let lookup = FakeLookup()
    let coordinator = CatalogCoordinator(account: account, port: port, lookup: lookup)
    coordinator.start()
    return (coordinator, port, lookup)
}

@MainActor func choosingBooksPushesThem() {
    let (coordinator, port, _) = started()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7), .book(8)], "two books on the catalog")
    expectEqual(port.rendered.last, coordinator.stack, "the port shows the stack")
    expectEqual(Set(coordinator.stack.map(\.id)).count, 3, "every entry has its own ID")
    expectEqual(coordinator.bookScreen(at: 2)?.book, 8, "the top entry's screen")
    expectEqual(coordinator.bookScreen(at: 0)?.book, nil, "the catalog is not a book screen")
    coordinator.catalog.choose(book: 0)
    expectEqual(coordinator.stack.count, 3, "book 0 does not exist")
}

@MainActor func startingTwiceChangesNothing() {
    let (coordinator, port, _) = started()
    let first = coordinator.stack
    coordinator.start()
    expectEqual(coordinator.stack, first, "a second start keeps the catalog entry")
    expectEqual(port.rendered.count, 1, "and renders nothing more")
}

@MainActor func closeTakesTheBookOff() {
    let (coordinator, port, _) = started()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let seven = coordinator.bookScreen(at: 1)
    seven?.closeTapped()
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "closing book 7 takes book 8 off too")
    expectEqual(port.rendered.last?.count, 1, "and the port is told")
}

@MainActor func aFinishedBackIsAccepted() {
    let (coordinator, port, _) = started()
    coordinator.catalog.choose(book: 7)
    let catalogOnly = Array(coordinator.stack.prefix(1))
    coordinator.containerWillShow(catalogOnly)
    coordinator.containerDidShow(catalogOnly)
    expectEqual(coordinator.stack, catalogOnly, "Back ends on the catalog")
    expectEqual(port.rendered.count, 2, "the person's Back is not rendered again")
}
