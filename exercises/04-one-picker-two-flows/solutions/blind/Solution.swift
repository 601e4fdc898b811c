import NavigationSimulator

// MARK: Given: the picker and the eligibility service (keep these as they are)

struct Book: Equatable {
    let id: Int
    let title: String
}

/// What the picker screen shows. Readable at any time; equal states look the same.
struct PickerState: Equatable {
    var books: [Book]
    var selectedID: Int? = nil

    var canConfirm: Bool { selectedID != nil }
}

/// What the picker asks its owner to do, delivered at most once.
enum PickerOutput: Equatable {
    case picked(bookID: Int)
    case cancelled
}

@MainActor
final class BookPickerViewModel {
    private(set) var state: PickerState {
        didSet { if state != oldValue { onStateChange?(state) } }
    }
    var onStateChange: ((PickerState) -> Void)?
    /// Installed by the flow that owns this picker.
    var onOutput: ((PickerOutput) -> Void)?
    private(set) var isActive = true

    init(books: [Book]) {
        state = PickerState(books: books)
    }

    func select(_ bookID: Int) {
        guard isActive, state.books.contains(where: { $0.id == bookID }) else { return }
        state.selectedID = bookID
    }

    func confirm() {
        guard isActive, let bookID = state.selectedID else { return }
        finish(.picked(bookID: bookID))
    }

    func cancel() {
        guard isActive else { return }
        finish(.cancelled)
    }

    /// Makes the picker inert: no more state changes, no more output.
    func invalidate() {
        isActive = false
        onOutput = nil
        onStateChange = nil
    }

    private func finish(_ output: PickerOutput) {
        let deliver = onOutput
        invalidate()
        deliver?(output)
    }
}

/// The picker's screen, presented as a sheet. It renders state; a view would call the view
/// model's intention methods.
final class BookPickerScreen: UIViewController {
    let viewModel: BookPickerViewModel

    init(viewModel: BookPickerViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Picker"
    }

    required init?(coder: NSCoder) { nil }
}

/// A request for an eligibility answer. Cancelling asks the service to stop; like a real
/// network call, an answer may still arrive afterwards.
@MainActor
final class EligibilityRequest {
    private(set) var isCancelled = false

    init() {}

    func cancel() { isCancelled = true }
}

@MainActor
protocol EligibilityChecking: AnyObject {
    /// Starts a check. `completion` is called later, on the main actor, with the answer.
    func checkEligibility(bookID: Int, completion: @escaping (Bool) -> Void) -> EligibilityRequest
}

/// Screens the lending flow pushes once the answer is in.
final class LoanScreen: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }
}

// MARK: The two parent flows: yours to write

/// Runs one picker session at a time for one parent flow. Each session has an ID; output is
/// accepted only from the current session. Ending a session invalidates its view model,
/// forgets it and dismisses its sheet, and only then is the parent told the outcome.
@MainActor
private final class PickerSessions {
    private struct Session {
        let id: Int
        let viewModel: BookPickerViewModel
        let screen: BookPickerScreen
    }

    private let presenter: UIViewController
    private var session: Session?
    private var lastSessionID = 0
    /// Installed by the parent flow: hears the outcome of each of its sessions once.
    var onFinish: ((PickerOutput) -> Void)?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    var viewModel: BookPickerViewModel? { session?.viewModel }

    /// Starts a session unless one is running; says whether it started one.
    @discardableResult
    func start(books: [Book]) -> Bool {
        guard session == nil else { return false }
        lastSessionID += 1
        let id = lastSessionID
        let viewModel = BookPickerViewModel(books: books)
        let screen = BookPickerScreen(viewModel: viewModel)
        viewModel.onOutput = { [weak self] output in self?.accept(output, fromSession: id) }
        session = Session(id: id, viewModel: viewModel, screen: screen)
        presenter.present(screen, animated: true)
        return true
    }

    /// Ends the running session, if any, without reporting an outcome.
    @discardableResult
    func stop() -> Bool {
        endSession()
    }

    private func accept(_ output: PickerOutput, fromSession id: Int) {
        guard session?.id == id else { return }   // a late output from an earlier session
        endSession()
        onFinish?(output)
    }

    @discardableResult
    private func endSession() -> Bool {
        guard let ended = session else { return false }
        ended.viewModel.invalidate()
        session = nil
        // A dismissal made by code reaches no presentation-controller delegate: end it here.
        ended.screen.dismiss(animated: true)
        return true
    }
}

/// Adds picked books to a reading list. No server, no further screen.
@MainActor
final class ReadingListFlow {
    private(set) var list: [Int] = []
    private let sessions: PickerSessions

    init(navigationController: UINavigationController) {
        sessions = PickerSessions(presenter: navigationController)
        sessions.onFinish = { [weak self] output in self?.pickerFinished(output) }
    }

    /// The picker of the running session, nil when there is none.
    var picker: BookPickerViewModel? { sessions.viewModel }

    /// Presents a picker as a sheet over the navigation controller.
    func addTapped(books: [Book]) {
        sessions.start(books: books)
    }

    /// Ends the flow: the picker goes, and nothing it started may act afterwards.
    func stop() {
        sessions.stop()
    }

    private func pickerFinished(_ output: PickerOutput) {
        guard case .picked(let bookID) = output, !list.contains(bookID) else { return }
        list.append(bookID)
    }
}

/// Lends a picked book once the eligibility service says yes.
@MainActor
final class LendingFlow {
    private struct PendingCheck {
        let id: Int
        var request: EligibilityRequest?
    }

    private let navigationController: UINavigationController
    private let eligibility: any EligibilityChecking
    private let sessions: PickerSessions
    private var pendingCheck: PendingCheck?
    private var lastCheckID = 0

    init(navigationController: UINavigationController, eligibility: any EligibilityChecking) {
        self.navigationController = navigationController
        self.eligibility = eligibility
        sessions = PickerSessions(presenter: navigationController)
        sessions.onFinish = { [weak self] output in self?.pickerFinished(output) }
    }

    var picker: BookPickerViewModel? { sessions.viewModel }
    /// True while the flow waits for an eligibility answer it still wants.
    var isCheckingEligibility: Bool { pendingCheck != nil }

    func borrowTapped(books: [Book]) {
        guard sessions.viewModel == nil else { return }   // one picker at a time
        cancelPendingCheck()
        sessions.start(books: books)
    }

    func stop() {
        sessions.stop()
        cancelPendingCheck()
    }

    private func pickerFinished(_ output: PickerOutput) {
        guard case .picked(let bookID) = output else { return }
        cancelPendingCheck()
        lastCheckID += 1
        let checkID = lastCheckID
        pendingCheck = PendingCheck(id: checkID, request: nil)
        let request = eligibility.checkEligibility(bookID: bookID) { [weak self] eligible in
            self?.eligibilityArrived(eligible, bookID: bookID, checkID: checkID)
        }
        // Keep the request only if this check is still pending (an answer may come at once).
        if pendingCheck?.id == checkID { pendingCheck?.request = request }
    }

    private func eligibilityArrived(_ eligible: Bool, bookID: Int, checkID: Int) {
        guard pendingCheck?.id == checkID else { return }   // ended or replaced meanwhile
        pendingCheck = nil
        let title = eligible ? "Confirm loan \(bookID)" : "Not eligible \(bookID)"
        navigationController.pushViewController(LoanScreen(title: title), animated: true)
    }

    private func cancelPendingCheck() {
        pendingCheck?.request?.cancel()
        pendingCheck = nil
    }
}

/// Everything that belongs to one signed-in account.
@MainActor
final class AccountSession {
    let readingList: ReadingListFlow
    let lending: LendingFlow

    init(readingListNavigation: UINavigationController, lendingNavigation: UINavigationController,
         eligibility: any EligibilityChecking) {
        readingList = ReadingListFlow(navigationController: readingListNavigation)
        lending = LendingFlow(navigationController: lendingNavigation, eligibility: eligibility)
    }

    /// Ends both flows.
    func logout() {
        readingList.stop()
        lending.stop()
    }
}
