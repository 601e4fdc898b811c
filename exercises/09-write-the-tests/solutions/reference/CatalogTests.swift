@testable import Submission

// The instructor's tests: each passes against the subject and catches at least one mistake.

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

@MainActor func aCancelledSwipeKeepsTheBook() {
    let (coordinator, _, _) = started()
    coordinator.catalog.choose(book: 7)
    let whole = coordinator.stack
    coordinator.containerWillShow(Array(whole.prefix(1)))
    expectEqual(coordinator.stack, whole, "the swipe was cancelled, and no didShow follows: book 7 stays")
    expect(coordinator.bookScreen(at: 1)?.isActive == true, "and its screen still works")
}

@MainActor func aStrangeReportIsIgnored() {
    let (coordinator, _, _) = started()
    coordinator.catalog.choose(book: 7)
    let whole = coordinator.stack
    coordinator.containerDidShow([Entry(id: 99, destination: .catalog)])
    expectEqual(coordinator.stack, whole, "a stack that is not the beginning of ours is not the person's")
    coordinator.containerDidShow([])
    expectEqual(coordinator.stack, whole, "nor is an empty one")
}

@MainActor func aBookThatLeftIsCutOff() {
    let (coordinator, _, _) = started()
    coordinator.catalog.choose(book: 7)
    let screen = coordinator.bookScreen(at: 1)
    coordinator.containerDidShow(Array(coordinator.stack.prefix(1)))
    expectEqual(screen?.isActive, false, "a screen that left the stack is cut off")
    expectEqual(coordinator.bookScreen(at: 1)?.book, nil, "and forgotten")
}

@MainActor func stopEndsEverything() {
    let (coordinator, port, lookup) = started()
    coordinator.catalog.choose(book: 7)
    let screen = coordinator.bookScreen(at: 1)
    coordinator.stop()
    expectEqual(coordinator.stack, [], "nothing is left")
    expectEqual(port.rendered.last, [], "the port shows nothing")
    expectEqual(screen?.isActive, false, "the book screen is cut off")
    expect(coordinator.catalog.onBookChosen == nil, "the catalog is cut off too")
    coordinator.stop()
    expectEqual(port.rendered.count, 3, "a second stop renders nothing more")
    coordinator.catalog.choose(book: 8)
    coordinator.open(.book(8, account: "ada"))
    expectEqual(coordinator.stack, [], "a stopped coordinator opens nothing")
    expectEqual(lookup.asked.count, 0, "and asks nothing")
}

@MainActor func aLinkOpensTheBookOverTheCatalog() {
    let (coordinator, _, lookup) = started()
    coordinator.catalog.choose(book: 7)
    coordinator.open(.book(9, account: "ada"))
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7)], "nothing moves before the answer")
    expectEqual(lookup.asked.map(\.book), [9], "the lookup was asked about book 9")
    lookup.answerAll(true)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(9)], "book 9 replaces book 7")
}

@MainActor func aLinkToNoBookOpensNothing() {
    let (coordinator, _, lookup) = started()
    coordinator.open(.book(9, account: "ada"))
    lookup.answerAll(false)
    coordinator.open(.book(-1, account: "ada"))
    coordinator.open(.book(0, account: "ada"))
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "a book that does not exist is not opened")
    expectEqual(lookup.asked.map(\.book), [9], "IDs below 1 are refused before asking")
}

@MainActor func aLinkForAnotherAccountIsRefused() {
    let (coordinator, _, lookup) = started("ada")
    coordinator.open(.book(9, account: "grace"))
    lookup.answerAll(true)
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "grace's link does not open in ada's catalog")
    expectEqual(lookup.asked.count, 0, "and is refused before asking")
}

@MainActor func anAnswerAfterStopIsIgnored() {
    let (coordinator, _, lookup) = started()
    coordinator.open(.book(9, account: "ada"))
    coordinator.stop()
    coordinator.start()
    lookup.answerAll(true)
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "an answer to the last session opens nothing")
}

/// Watches an object without keeping it alive.
private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

@MainActor func aDroppedCoordinatorIsFreed() {
    let port = FakePort()
    let lookup = FakeLookup()
    var coordinator: CatalogCoordinator? = CatalogCoordinator(account: "ada", port: port, lookup: lookup)
    let watched = Weak(coordinator!)
    coordinator?.start()
    coordinator?.catalog.choose(book: 7)
    coordinator?.open(.book(9, account: "ada"))
    coordinator = nil
    expect(watched.object == nil, "neither its screens nor a pending lookup keep a coordinator alive")
    lookup.answerAll(true)
    expectEqual(port.rendered.count, 2, "and the late answer finds nobody")
}
