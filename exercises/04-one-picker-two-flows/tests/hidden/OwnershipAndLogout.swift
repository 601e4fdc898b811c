@testable import Submission
import NavigationSimulator

// Each test builds a fresh account session with two windows, one per flow, and an eligibility
// service the test answers by hand.

/// Answers only when the test says so, and answers even a cancelled request, as a service that
/// ignores cancellation (or whose answer was already on its way) would.
@MainActor
private final class ManualEligibility: EligibilityChecking {
    private(set) var bookIDs: [Int] = []
    private(set) var requests: [EligibilityRequest] = []
    private var completions: [(Bool) -> Void] = []

    func checkEligibility(bookID: Int, completion: @escaping (Bool) -> Void) -> EligibilityRequest {
        let request = EligibilityRequest()
        bookIDs.append(bookID)
        requests.append(request)
        completions.append(completion)
        return request
    }

    /// Answers request `index` (in the order they were made); an answer for a request never made does nothing.
    func answer(_ index: Int, eligible: Bool) {
        guard completions.indices.contains(index) else { return }
        completions[index](eligible)
    }
}

@MainActor
private struct Stage {
    let windows: [UIWindow]
    let readingNav: UINavigationController
    let lendingNav: UINavigationController
    let eligibility: ManualEligibility
    let session: AccountSession

    var lendingNames: [String] { lendingNav.viewControllers.map(Simulator.shared.name(of:)) }
}

@MainActor
private func makeStage() -> Stage {
    Simulator.shared.reset()
    func shownNavigation(_ name: String) -> (UINavigationController, UIWindow) {
        let home = UIViewController()
        home.title = name
        let nav = UINavigationController(rootViewController: home)
        nav.title = name.lowercased()
        let window = UIWindow()
        window.accessibilityIdentifier = "\(name.lowercased())Window"
        window.rootViewController = nav
        window.makeKeyAndVisible()
        return (nav, window)
    }
    let (readingNav, readingWindow) = shownNavigation("Reading")
    let (lendingNav, lendingWindow) = shownNavigation("Lending")
    let eligibility = ManualEligibility()
    let session = AccountSession(
        readingListNavigation: readingNav, lendingNavigation: lendingNav, eligibility: eligibility)
    return Stage(windows: [readingWindow, lendingWindow], readingNav: readingNav, lendingNav: lendingNav,
                 eligibility: eligibility, session: session)
}

private let shelf = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ubik")]

/// Borrow, pick `bookID` from the shelf and confirm, settled: the flow now waits for that book's check.
@MainActor private func borrowAndPick(_ bookID: Int, in flow: LendingFlow) {
    flow.borrowTapped(books: shelf)
    Simulator.shared.settle()
    flow.picker?.select(bookID)
    flow.picker?.confirm()
    Simulator.shared.settle()
}

/// points: 2
/// rule: "`logout()` stops both flows: each open picker is invalidated and its sheet dismissed"
/// rule: "A picker output or an eligibility answer arriving after logout changes nothing: no book added, no check started"
@MainActor func staleReadingListOutputAfterLogoutAddsNothing() {
    let stage = makeStage()
    let flow = stage.session.readingList
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    let picker = flow.picker
    let lingeringOutput = picker?.onOutput   // kept alive by something outside the flow
    observe(stage.readingNav.presentedViewController.map(Simulator.shared.name(of:)), "Add puts the picker up")
    stage.session.logout()
    Simulator.shared.settle()
    observe([picker?.isActive, flow.picker?.isActive], "logout invalidates the picker and ends its session")
    observe(stage.readingNav.presentedViewController.map(Simulator.shared.name(of:)), "and takes its sheet down")
    lingeringOutput?(.picked(bookID: 1))
    Simulator.shared.settle()
    observe(flow.list, "a pick delivered after logout does not add the book")
    observe(stage.eligibility.bookIDs, "nor start a loan check")
}

/// points: 2
/// rule: "A picker output or an eligibility answer arriving after logout changes nothing: no book added, no check started, no screen pushed"
@MainActor func staleLendingOutputAfterLogoutStartsNoCheck() {
    let stage = makeStage()
    let flow = stage.session.lending
    flow.borrowTapped(books: shelf)
    Simulator.shared.settle()
    let lingeringOutput = flow.picker?.onOutput
    observe(stage.lendingNav.presentedViewController.map(Simulator.shared.name(of:)), "Borrow puts the picker up")
    stage.session.logout()
    Simulator.shared.settle()
    lingeringOutput?(.picked(bookID: 2))
    Simulator.shared.settle()
    observe(stage.eligibility.bookIDs, "a pick delivered after logout starts no eligibility check")
    observe(!flow.isCheckingEligibility, "the lending flow is not waiting for anything")
    observe(stage.session.readingList.list, "and the reading list is untouched")
    observe(stage.lendingNames, "nothing was pushed")
}

/// points: 1
/// rule: "accept output only from the current one"
@MainActor func staleOutputFromAnEarlierSessionIsIgnored() {
    let stage = makeStage()
    let flow = stage.session.readingList
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    let lingeringOutput = flow.picker?.onOutput
    flow.picker?.cancel()
    Simulator.shared.settle()
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    let current = flow.picker
    lingeringOutput?(.picked(bookID: 3))
    Simulator.shared.settle()
    observe(flow.list, "an earlier session's pick is ignored")
    observe(current != nil && flow.picker === current && current?.isActive == true,
           "the current session keeps running")
    observe(stage.readingNav.presentedViewController.map(Simulator.shared.name(of:)), "with its picker sheet still up")
}

/// points: 2
/// rule: "the pending check is cancelled"
/// rule: "A picker output or an eligibility answer arriving after logout changes nothing"
@MainActor func logoutCancelsThePendingCheck() {
    let stage = makeStage()
    let flow = stage.session.lending
    borrowAndPick(2, in: flow)
    stage.session.logout()
    observe(stage.eligibility.requests.map(\.isCancelled), "logout cancels the one check the lending flow owns")
    observe(!flow.isCheckingEligibility, "and the flow stops waiting for it")
    stage.eligibility.answer(0, eligible: true)
    Simulator.shared.settle()
    observe(stage.lendingNames, "an answer arriving after logout pushes nothing")
}

/// points: 2
/// rule: "cancel it when the flow stops or the person taps Borrow again, and accept an answer only for the check still pending"
@MainActor func onlyTheNewestCheckNavigates() {
    let stage = makeStage()
    let flow = stage.session.lending
    borrowAndPick(2, in: flow)
    borrowAndPick(3, in: flow)
    observe(stage.eligibility.bookIDs, "each pick starts its own check")
    observe(stage.eligibility.requests.first?.isCancelled == true, "borrowing again cancels the older check")
    stage.eligibility.answer(1, eligible: false)
    stage.eligibility.answer(0, eligible: true)
    Simulator.shared.settle()
    observe(stage.lendingNames, "only the newest check's answer navigates")
}

/// points: 2
/// rule: "a pick in one window's picker must not start the other flow's continuation"
@MainActor func picksStayInTheirOwnFlow() {
    let stage = makeStage()
    let reading = stage.session.readingList
    let lending = stage.session.lending
    reading.addTapped(books: shelf)
    lending.borrowTapped(books: shelf)
    Simulator.shared.settle()
    reading.picker?.select(1)
    reading.picker?.confirm()
    Simulator.shared.settle()
    observe(reading.list, "the reading list's pick adds to the reading list")
    observe(stage.eligibility.bookIDs, "and starts no loan check")
    observe(lending.picker?.isActive == true && stage.lendingNav.presentedViewController is BookPickerScreen,
           "the lending picker in the other window keeps running")
    lending.picker?.select(2)
    lending.picker?.confirm()
    Simulator.shared.settle()
    observe(stage.eligibility.bookIDs, "the lending pick starts its check")
    observe(reading.list, "and adds nothing to the reading list")
}

/// Watches an object without keeping it alive.
@MainActor
private final class Watched {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
    var isGone: Bool { object == nil }
}

/// points: 1
/// rule: "One picker at a time: while a picker is up, another Add or Borrow tap does nothing."
/// rule: "The open session keeps its view model and its sheet, and no second picker is presented"
@MainActor func aSecondAddTapKeepsTheOpenPicker() {
    let stage = makeStage()
    let flow = stage.session.readingList
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    let first = flow.picker
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    observe(first != nil && flow.picker === first, "while a picker is up, Add again starts no second session")
    observe((stage.readingNav.presentedViewController as? BookPickerScreen)?.viewModel === flow.picker,
           "and the sheet on screen is the session's own")
    flow.picker?.select(2)
    flow.picker?.confirm()
    Simulator.shared.settle()
    observe(flow.list, "its pick is added")
    observe(stage.readingNav.presentedViewController == nil && flow.picker == nil, "and the sheet goes away with it")
}

/// points: 1
/// rule: "`logout()` stops both flows: each open picker is invalidated and its sheet dismissed"
@MainActor func logoutMakesTheOpenPickerInert() {
    let stage = makeStage()
    stage.session.readingList.addTapped(books: shelf)
    stage.session.lending.borrowTapped(books: shelf)
    Simulator.shared.settle()
    let pickers = [stage.session.readingList.picker, stage.session.lending.picker]
    stage.session.logout()
    observe(pickers.map { $0?.isActive }, "logout ends both pickers (each is inert), not only their sheets")
}

/// points: 1
/// rule: "A picker output ends its session before the continuation starts: the view model is invalidated, `picker` becomes `nil` and the sheet is dismissed."
/// rule: "also when somebody calls the current session's `onOutput` directly"
@MainActor func anOutputDeliveredStraightToTheFlowEndsItsSession() {
    let stage = makeStage()
    let flow = stage.session.readingList
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    let picker = flow.picker
    picker?.onOutput?(.picked(bookID: 3))   // the current session's own handler, called from outside
    Simulator.shared.settle()
    observe(flow.list, "the current session's pick counts")
    observe(picker?.isActive == false && flow.picker == nil, "and ends that session: its picker is inert")
    observe(stage.readingNav.presentedViewController == nil, "with its sheet dismissed")
}

/// points: 1
/// rule: "Borrow cancels the pending eligibility check at the moment it is tapped, before anything new is picked, and from then on `isCheckingEligibility` is false."
@MainActor func borrowingAgainDropsTheCheckAtOnce() {
    let stage = makeStage()
    let flow = stage.session.lending
    borrowAndPick(1, in: flow)
    observe(stage.eligibility.requests.map(\.isCancelled), "the one check is live while the flow waits for it")
    flow.borrowTapped(books: shelf)
    observe(stage.eligibility.requests.map(\.isCancelled), "Borrow again cancels it before any new pick")
    observe(!flow.isCheckingEligibility, "and the flow no longer waits for it")
    flow.picker?.cancel()
    stage.eligibility.answer(0, eligible: true)
    Simulator.shared.settle()
    observe(stage.lendingNames, "so its late answer pushes nothing")
}

/// points: 1
/// rule: "An answer ends its check: afterwards `isCheckingEligibility` is false, and the same answer arriving a second time pushes nothing."
@MainActor func anAnswerEndsTheWait() {
    let stage = makeStage()
    let flow = stage.session.lending
    borrowAndPick(2, in: flow)
    stage.eligibility.answer(0, eligible: false)
    Simulator.shared.settle()
    observe(!flow.isCheckingEligibility, "once the answer is in, the flow waits for nothing")
    stage.eligibility.answer(0, eligible: true)
    Simulator.shared.settle()
    observe(stage.lendingNames, "and the same answer coming twice pushes once")
}

/// points: 2
/// rule: "a flow that nobody holds any more is freed, even while the eligibility service still holds its check's completion"
@MainActor func droppedFlowsAreFreed() {
    let stage = makeStage()
    var reading: ReadingListFlow? = ReadingListFlow(navigationController: stage.readingNav)
    var lending: LendingFlow? = LendingFlow(navigationController: stage.lendingNav, eligibility: stage.eligibility)
    lending?.borrowTapped(books: shelf)
    Simulator.shared.settle()
    lending?.picker?.select(3)
    lending?.picker?.confirm()   // the service now holds the check's completion
    Simulator.shared.settle()
    observe(stage.eligibility.bookIDs, "the lending flow's pick is out for its check")
    let watched = [Watched(reading), Watched(lending)]
    reading = nil
    lending = nil
    observe(watched[0].isGone, "a reading-list flow nobody holds is freed: its picker host does not hold it")
    observe(watched[1].isGone, "a lending flow is freed too, even with a check still out")
    stage.eligibility.answer(0, eligible: true)
    Simulator.shared.settle()
    observe(stage.lendingNames, "and the late answer finds nobody to push")
}
