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

/// points: 2
@MainActor func readingListAddsThePickedBook() {
    let stage = makeStage()
    let flow = stage.session.readingList
    flow.addTapped(books: shelf)
    Simulator.shared.settle()
    expect(stage.readingNav.presentedViewController is BookPickerScreen, "Add presents the picker as a sheet")
    flow.picker?.select(2)
    flow.picker?.confirm()
    Simulator.shared.settle()
    expectEqual(flow.list, [2], "a pick in the reading list adds the book")
    expect(flow.picker == nil && stage.readingNav.presentedViewController == nil,
           "and the picker session is over: no view model, no sheet")
}

/// points: 1
@MainActor func pickerKeepsItsStateContract() {
    let stage = makeStage()
    let flow = stage.session.lending
    flow.borrowTapped(books: shelf)
    Simulator.shared.settle()
    guard let picker = flow.picker else { return expect(false, "Borrow starts a picker") }
    expect(!picker.state.canConfirm, "nothing is selected at first")
    picker.select(3)
    expectEqual(picker.state.selectedID, 3, "selecting is state the screen can read")
    expect(picker.state.canConfirm, "and enables Confirm")
    expect((stage.lendingNav.presentedViewController as? BookPickerScreen)?.viewModel === picker,
           "the sheet shows the flow's current picker")
    expectEqual(stage.eligibility.bookIDs, [], "selecting alone starts no check")
}

/// points: 1
@MainActor func cancelEndsThePickerWithoutAContinuation() {
    let stage = makeStage()
    let flow = stage.session.lending
    flow.borrowTapped(books: shelf)
    Simulator.shared.settle()
    expectEqual(stage.lendingNav.presentedViewController.map(Simulator.shared.name(of:)), "Picker", "Borrow presents the picker as a sheet")
    flow.picker?.select(1)
    flow.picker?.cancel()
    Simulator.shared.settle()
    expect(flow.picker == nil && stage.lendingNav.presentedViewController == nil, "Cancel ends the session")
    expectEqual(stage.eligibility.bookIDs, [], "and starts no eligibility check")
    expect(!flow.isCheckingEligibility, "the flow is not waiting for anything")
}

/// points: 2
@MainActor func lendingChecksEligibilityBeforeConfirming() {
    let stage = makeStage()
    let flow = stage.session.lending
    flow.borrowTapped(books: shelf)
    Simulator.shared.settle()
    flow.picker?.select(3)
    flow.picker?.confirm()
    Simulator.shared.settle()
    expectEqual(stage.eligibility.bookIDs, [3], "a pick in the lending flow asks whether the book may be borrowed")
    expect(flow.isCheckingEligibility && stage.lendingNav.presentedViewController == nil,
           "the sheet is gone and the flow now owns the pending check")
    expectEqual(stage.lendingNames, ["Lending"], "nothing is pushed before the answer")
    stage.eligibility.answer(0, eligible: true)
    Simulator.shared.settle()
    expectEqual(stage.lendingNames, ["Lending", "Confirm loan 3"], "a yes pushes the loan confirmation")
    expect(!flow.isCheckingEligibility, "and the check is over")
}

/// points: 1
@MainActor func ineligibleBookIsShown() {
    let stage = makeStage()
    let flow = stage.session.lending
    flow.borrowTapped(books: shelf)
    Simulator.shared.settle()
    flow.picker?.select(1)
    flow.picker?.confirm()
    Simulator.shared.settle()
    stage.eligibility.answer(0, eligible: false)
    Simulator.shared.settle()
    expectEqual(stage.lendingNames, ["Lending", "Not eligible 1"], "a no pushes the refusal")
}
