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

/// A running coordinator for the account "ada", with its fakes.
@MainActor
private func makeFlow(account: String = "ada") -> (CatalogCoordinator, FakePort, FakeLookup) {
    let port = FakePort()
    let lookup = FakeLookup()
    let coordinator = CatalogCoordinator(account: account, port: port, lookup: lookup)
    coordinator.start()
    return (coordinator, port, lookup)
}

/// The book screens of every book entry on the stack now, by position (nil where there is none).
@MainActor
private func screens(of coordinator: CatalogCoordinator) -> [BookScreen?] {
    coordinator.stack.indices.map { coordinator.bookScreen(at: $0) }
}

// MARK: - Plain navigation

/// An example to start from: choosing a book pushes it on the catalog.
@MainActor func choosingABookPushesIt() {
    let port = FakePort()
    let coordinator = CatalogCoordinator(account: "ada", port: port, lookup: FakeLookup())
    coordinator.start()
    coordinator.catalog.choose(book: 7)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7)], "the stack after choosing book 7")
    expectEqual(port.rendered.last, coordinator.stack, "what the port was last asked to show")
}

/// "Shows the catalog alone. Starting a running coordinator does nothing."
@MainActor func startShowsTheCatalogOnce() {
    let (coordinator, port, _) = makeFlow()
    coordinator.start()
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "start shows the catalog alone")
    expectEqual(port.rendered, [coordinator.stack], "starting twice renders the catalog once")
    expect(coordinator.bookScreen(at: 0) == nil, "the catalog entry has no book screen")
}

/// Every book pushed gets its own active screen, found by its position while it is there.
@MainActor func eachBookOnTheStackHasAnActiveScreen() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7), .book(8)], "two books on the catalog")
    expectEqual(coordinator.bookScreen(at: 1)?.book, 7, "the screen at position 1 shows book 7")
    expectEqual(coordinator.bookScreen(at: 2)?.book, 8, "the screen at position 2 shows book 8")
    expect(coordinator.bookScreen(at: 1)?.isActive == true, "book 7's screen is active")
    expect(coordinator.bookScreen(at: 2)?.isActive == true, "book 8's screen is active")
    expect(coordinator.bookScreen(at: 3) == nil, "no screen past the top of the stack")
}

// MARK: - The container's events: a cancelled swipe (trims-on-will-show)

/// A cancelled swipe: "will show" of the shorter stack, then "did show" of the whole stack again.
/// The book must still be there, with the very same, still active, screen.
@MainActor func cancelledSwipeKeepsTheBook() {
    let (coordinator, port, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    let whole = coordinator.stack
    let screen = coordinator.bookScreen(at: 1)

    coordinator.containerWillShow(Array(whole.prefix(1)))
    expectEqual(coordinator.stack, whole, "a swipe that has only begun changes nothing")
    expect(screen?.isActive == true, "the book's screen is still active while the swipe runs")

    coordinator.containerDidShow(whole)
    expectEqual(coordinator.stack, whole, "after the cancelled swipe the book is still on the stack")
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7)], "catalog and book 7 after the cancelled swipe")
    expect(screen?.isActive == true, "the book's screen is still active after the cancelled swipe")
    expect(coordinator.bookScreen(at: 1) === screen, "the same screen is still the book's")
    expectEqual(port.rendered.last, whole, "the port was last asked to show the whole stack")
}

/// The same, deeper: a cancelled swipe from the second book keeps both books.
@MainActor func cancelledSwipeFromTheSecondBookKeepsBoth() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let whole = coordinator.stack
    let held = screens(of: coordinator)

    coordinator.containerWillShow(Array(whole.prefix(2)))
    coordinator.containerDidShow(whole)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(7), .book(8)], "both books survive a cancelled swipe")
    expect(held[2]?.isActive == true, "book 8's screen survives the cancelled swipe")
    expect(coordinator.bookScreen(at: 2) === held[2], "book 8 keeps its screen")
}

/// A swipe that is only begun (no "did show" yet) changes nothing, whatever it is towards.
@MainActor func willShowAloneChangesNothing() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let whole = coordinator.stack
    let held = screens(of: coordinator)

    coordinator.containerWillShow(Array(whole.prefix(1)))
    expectEqual(coordinator.stack, whole, "'will show' of the catalog alone changes nothing")
    expect(held[1]?.isActive == true && held[2]?.isActive == true, "no screen is cut off by a begun transition")
}

// MARK: - The container's events: a finished Back

/// A finished swipe: "will show" then "did show" of the shorter stack. The book leaves the stack
/// and its screen is cut off.
@MainActor func finishedSwipePopsAndCutsOffTheBook() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    let catalogOnly = Array(coordinator.stack.prefix(1))
    let screen = coordinator.bookScreen(at: 1)
    expect(screen?.isActive == true, "the book's screen is active before the swipe")

    coordinator.containerWillShow(catalogOnly)
    coordinator.containerDidShow(catalogOnly)
    expectEqual(coordinator.stack, catalogOnly, "a finished swipe back leaves the catalog alone")
    expect(coordinator.bookScreen(at: 1) == nil, "the popped book has no screen on the stack any more")
    expect(screen?.isActive == false, "the popped book's screen is cut off")
}

/// Going back two books at once cuts off both.
@MainActor func finishedPopToTheCatalogCutsOffEveryBook() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let catalogOnly = Array(coordinator.stack.prefix(1))
    let held = screens(of: coordinator)

    coordinator.containerWillShow(catalogOnly)
    coordinator.containerDidShow(catalogOnly)
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "back to the catalog")
    expect(held[1]?.isActive == false, "book 7's screen is cut off")
    expect(held[2]?.isActive == false, "book 8's screen is cut off")
}

/// Back from the second book: book 8 leaves and is cut off, book 7 stays active.
@MainActor func finishedPopOfTheTopBookCutsOffOnlyIt() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let shorter = Array(coordinator.stack.prefix(2))
    let held = screens(of: coordinator)

    coordinator.containerWillShow(shorter)
    coordinator.containerDidShow(shorter)
    expectEqual(coordinator.stack, shorter, "book 8 has left the stack")
    expect(held[2]?.isActive == false, "book 8's screen is cut off")
    expect(held[1]?.isActive == true, "book 7's screen, still on the stack, stays active")
    expect(coordinator.bookScreen(at: 1) === held[1], "book 7 keeps its screen")
}

// MARK: - Reports that are not a beginning of the stack (adopts-any-report)

/// A shorter report whose last entry is not the coordinator's own is refused.
@MainActor func shorterReportWithAForeignEntryIsRefused() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let whole = coordinator.stack
    let held = screens(of: coordinator)
    let foreign = [whole[0], Entry(id: 1_000, destination: .book(7))]

    coordinator.containerWillShow(foreign)
    coordinator.containerDidShow(foreign)
    expectEqual(coordinator.stack, whole, "a report that is not the beginning of the stack changes nothing")
    expect(held[1]?.isActive == true && held[2]?.isActive == true, "no screen is cut off by a refused report")
}

/// A report naming an entry that has already left the stack is refused, even though it is shorter.
@MainActor func reportOfALeftEntryIsRefused() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    let stale = coordinator.stack
    let catalogOnly = Array(stale.prefix(1))
    coordinator.containerWillShow(catalogOnly)
    coordinator.containerDidShow(catalogOnly)
    coordinator.catalog.choose(book: 8)
    coordinator.catalog.choose(book: 9)
    let whole = coordinator.stack
    expectEqual(whole.map(\.destination), [.catalog, .book(8), .book(9)], "books 8 and 9 on the catalog")

    coordinator.containerWillShow(stale)
    coordinator.containerDidShow(stale)
    expectEqual(coordinator.stack, whole, "a report naming book 7, which has left, is refused")
    expect(coordinator.bookScreen(at: 2)?.isActive == true, "book 9's screen is still active")
}

/// A report whose bottom entry is not the coordinator's catalog entry is refused.
@MainActor func reportWithAnotherBottomIsRefused() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    let whole = coordinator.stack
    let screen = coordinator.bookScreen(at: 1)
    let other = [Entry(id: 1_000, destination: .catalog)]

    coordinator.containerWillShow(other)
    coordinator.containerDidShow(other)
    expectEqual(coordinator.stack, whole, "a report of another catalog entry changes nothing")
    expect(screen?.isActive == true, "the book's screen stays active")
}

/// Longer and empty reports are refused; a report of exactly the stack changes nothing.
@MainActor func longerEmptyAndEqualReportsChangeNothing() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    let whole = coordinator.stack
    let screen = coordinator.bookScreen(at: 1)

    coordinator.containerDidShow(whole + [Entry(id: 1_000, destination: .book(8))])
    expectEqual(coordinator.stack, whole, "a longer report is refused")
    coordinator.containerDidShow([])
    expectEqual(coordinator.stack, whole, "an empty report is refused")
    coordinator.containerDidShow(whole)
    expectEqual(coordinator.stack, whole, "a report of exactly the stack is accepted and changes nothing")
    expect(screen?.isActive == true, "the book's screen stays active throughout")
}

// MARK: - Screens that leave the stack are cut off (keeps-closed-screens-active)

/// Closing a book takes it off the stack; every screen that left is cut off.
@MainActor func closingABookCutsOffEveryScreenThatLeft() {
    let (coordinator, port, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let held = screens(of: coordinator).compactMap { $0 }
    expectEqual(held.map(\.book), [7, 8], "two book screens held")

    held.last?.closeTapped()
    expect(!coordinator.stack.contains { $0.destination == .book(8) }, "book 8 has left the stack after Close")
    expectEqual(port.rendered.last, coordinator.stack, "the port shows the stack after Close")
    for screen in held where !coordinator.stack.contains(where: { $0.destination == .book(screen.book) }) {
        expect(!screen.isActive, "book \(screen.book)'s screen left the stack and is cut off")
    }
    expect(held.last?.isActive == false, "the closed book's screen is cut off")
}

/// Closing a lower book: whatever leaves the stack with it is cut off too.
@MainActor func closingALowerBookCutsOffTheBooksAboveIt() {
    let (coordinator, _, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let held = screens(of: coordinator).compactMap { $0 }

    held.first?.closeTapped()
    expect(!coordinator.stack.contains { $0.destination == .book(7) }, "book 7 has left the stack after Close")
    for screen in held where !coordinator.stack.contains(where: { $0.destination == .book(screen.book) }) {
        expect(!screen.isActive, "book \(screen.book)'s screen left the stack and is cut off")
    }
    expect(held.first?.isActive == false, "the closed book's screen is cut off")
}

/// "Ends the flow: every book screen is cut off and released, and the port shows nothing."
@MainActor func stopCutsOffEveryBookScreenAndShowsNothing() {
    let (coordinator, port, _) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let held = screens(of: coordinator).compactMap { $0 }
    expectEqual(held.count, 2, "two book screens held")

    coordinator.stop()
    expectEqual(coordinator.stack, [], "the stack is empty after stop")
    expectEqual(port.rendered.last, [], "the port shows nothing after stop")
    expect(held.allSatisfy { !$0.isActive }, "every book screen is cut off by stop")
}

/// A link's book replaces every open book; the replaced screens are cut off.
@MainActor func linkReplacesOpenBooksAndCutsThemOff() {
    let (coordinator, port, lookup) = makeFlow()
    coordinator.catalog.choose(book: 7)
    coordinator.catalog.choose(book: 8)
    let held = screens(of: coordinator).compactMap { $0 }
    let catalogEntry = coordinator.stack[0]

    coordinator.open(.book(5, account: "ada"))
    expect(held.allSatisfy(\.isActive), "nothing is cut off while the lookup is out")
    lookup.answerAll(true)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(5)], "book 5 replaces books 7 and 8")
    expectEqual(coordinator.stack.first, catalogEntry, "on top of the same catalog")
    expectEqual(port.rendered.last, coordinator.stack, "the port shows catalog and book 5")
    expect(held.allSatisfy { !$0.isActive }, "the replaced books' screens are cut off")
    expect(coordinator.bookScreen(at: 1)?.book == 5 && coordinator.bookScreen(at: 1)?.isActive == true,
           "book 5 has an active screen")
}

// MARK: - Time: a lookup answer after stop and start (answers-after-stop)

/// A link opened, the flow stopped and started again, then the answer: it must not open the book.
@MainActor func answerAfterStopAndStartOpensNothing() {
    let (coordinator, port, lookup) = makeFlow()
    coordinator.open(.book(5, account: "ada"))
    coordinator.stop()
    coordinator.start()
    let fresh = coordinator.stack
    let renders = port.rendered.count
    expectEqual(fresh.map(\.destination), [.catalog], "the new session shows the catalog alone")

    lookup.answerAll(true)
    expectEqual(coordinator.stack, fresh, "a stale answer does not open the book in the new session")
    expectEqual(port.rendered.count, renders, "a stale answer renders nothing")
    expect(coordinator.bookScreen(at: 1) == nil, "no book screen after the stale answer")
}

/// The same, with a book open in the new session: the stale answer must not replace it.
@MainActor func answerAfterStopAndStartLeavesTheNewSessionsBook() {
    let (coordinator, _, lookup) = makeFlow()
    coordinator.open(.book(5, account: "ada"))
    coordinator.stop()
    coordinator.start()
    coordinator.catalog.choose(book: 7)
    let fresh = coordinator.stack
    let screen = coordinator.bookScreen(at: 1)

    lookup.answerAll(true)
    expectEqual(coordinator.stack, fresh, "a stale answer does not replace the new session's book")
    expect(screen?.isActive == true, "the new session's book screen stays active")
}

/// An answer after stop alone opens nothing either.
@MainActor func answerAfterStopOpensNothing() {
    let (coordinator, port, lookup) = makeFlow()
    coordinator.open(.book(5, account: "ada"))
    coordinator.stop()
    let renders = port.rendered.count
    lookup.answerAll(true)
    expectEqual(coordinator.stack, [], "a stopped flow stays empty")
    expectEqual(port.rendered.count, renders, "nothing is rendered after stop")
}

/// The control: an answer in the same session does open the book.
@MainActor func answerInTheSameSessionOpensTheBook() {
    let (coordinator, port, lookup) = makeFlow()
    coordinator.open(.book(5, account: "ada"))
    expectEqual(coordinator.stack.map(\.destination), [.catalog], "nothing moves while the lookup is out")
    lookup.answerAll(true)
    expectEqual(coordinator.stack.map(\.destination), [.catalog, .book(5)], "the answer opens book 5")
    expectEqual(port.rendered.last, coordinator.stack, "the port shows it")
}

// MARK: - Deep links: only the signed-in account's (ignores-the-account)

/// A link for another account opens nothing, even when the lookup would say the book exists.
@MainActor func linkForAnotherAccountOpensNothing() {
    let (coordinator, port, lookup) = makeFlow()
    let before = coordinator.stack
    let renders = port.rendered.count
    coordinator.open(.book(5, account: "grace"))
    lookup.answerAll(true)
    expectEqual(coordinator.stack, before, "a link for grace does not open a book for ada")
    expectEqual(port.rendered.count, renders, "nothing is rendered for another account's link")
}

/// A link for another account does not replace the open book either.
@MainActor func linkForAnotherAccountLeavesTheOpenBook() {
    let (coordinator, _, lookup) = makeFlow()
    coordinator.catalog.choose(book: 7)
    let before = coordinator.stack
    let screen = coordinator.bookScreen(at: 1)
    coordinator.open(.book(5, account: "grace"))
    lookup.answerAll(true)
    expectEqual(coordinator.stack, before, "book 7 stays open")
    expect(screen?.isActive == true, "book 7's screen stays active")
}

/// Other links that must open nothing: a book that does not exist, and no positive ID.
@MainActor func linksToNoBookOpenNothing() {
    let (coordinator, port, lookup) = makeFlow()
    let before = coordinator.stack
    let renders = port.rendered.count
    coordinator.open(.book(9, account: "ada"))
    lookup.answerAll(false)
    expectEqual(coordinator.stack, before, "a book the lookup does not know is not opened")
    coordinator.open(.book(0, account: "ada"))
    coordinator.open(.book(-3, account: "ada"))
    lookup.answerAll(true)
    expectEqual(coordinator.stack, before, "a link without a positive ID is not opened")
    expectEqual(port.rendered.count, renders, "nothing is rendered for these links")
}
