import NavigationSimulator

// MARK: Given: the picker and the eligibility service (keep these as they are)

struct Book: Equatable {
    let id: Int
    let title: String
}

/// What the picker screen shows. Readable at any time; equal states look the same.
// Given: the same in the starter; the learner does not write it, so no test grades it and no mutant touches it.
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
// Given: the same in the starter; the learner does not write it, so no test grades it and no mutant touches it.
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

// MARK: The two parent flows

/// One picker session: the view model, its sheet and the number that identifies it.
@MainActor
private struct PickerSession {
    let id: Int
    let viewModel: BookPickerViewModel
}

/// Shows one picker at a time from `presenter` and hands the current session's outcome to
/// `onFinish`. Each parent flow owns its own host, so outcomes never cross flows.
@MainActor
private final class PickerHost {
    private let presenter: UIViewController
    private var session: PickerSession?
    private var lastSessionID = 0
    var onFinish: ((PickerOutput) -> Void)?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    var viewModel: BookPickerViewModel? { session?.viewModel }

    func start(books: [Book]) {
        guard session == nil else { return }
        lastSessionID += 1
        let id = lastSessionID
        let viewModel = BookPickerViewModel(books: books)
        viewModel.onOutput = { [weak self] output in self?.accept(output, from: id) }
        session = PickerSession(id: id, viewModel: viewModel)
        presenter.present(BookPickerScreen(viewModel: viewModel), animated: true)
    }

    func stop() {
        guard let ended = session else { return }
        ended.viewModel.invalidate()
        session = nil
        presenter.dismiss(animated: false)
    }

    private func accept(_ output: PickerOutput, from id: Int) {
        guard let current = session, current.id == id else { return }   // an older session's result
        current.viewModel.invalidate()
        session = nil
        presenter.dismiss(animated: true)
        onFinish?(output)
    }
}

@MainActor
final class ReadingListFlow {
    private(set) var list: [Int] = []
    private let host: PickerHost

    init(navigationController: UINavigationController) {
        host = PickerHost(presenter: navigationController)
        host.onFinish = { [weak self] output in self?.pickerFinished(output) }
    }

    var picker: BookPickerViewModel? { host.viewModel }

    func addTapped(books: [Book]) {
        host.start(books: books)
    }

    func stop() {
        host.stop()
    }

    private func pickerFinished(_ output: PickerOutput) {
        guard case .picked(let bookID) = output, !list.contains(bookID) else { return }
        list.append(bookID)
    }
}

@MainActor
final class LendingFlow {
    private let navigationController: UINavigationController
    private let eligibility: any EligibilityChecking
    private let host: PickerHost
    private var pending: (id: Int, request: EligibilityRequest)?
    private var lastCheckID = 0

    init(navigationController: UINavigationController, eligibility: any EligibilityChecking) {
        self.navigationController = navigationController
        self.eligibility = eligibility
        host = PickerHost(presenter: navigationController)
        host.onFinish = { [weak self] output in self?.pickerFinished(output) }
    }

    var picker: BookPickerViewModel? { host.viewModel }
    var isCheckingEligibility: Bool { pending != nil }

    func borrowTapped(books: [Book]) {
        cancelPendingCheck()
        host.start(books: books)
    }

    func stop() {
        host.stop()
        cancelPendingCheck()
    }

    private func pickerFinished(_ output: PickerOutput) {
        guard case .picked(let bookID) = output else { return }
        cancelPendingCheck()
        lastCheckID += 1
        let checkID = lastCheckID
        let request = eligibility.checkEligibility(bookID: bookID) { [weak self] eligible in
            self?.answerArrived(eligible, bookID: bookID, checkID: checkID)
        }
        pending = (checkID, request)
    }

    private func answerArrived(_ eligible: Bool, bookID: Int, checkID: Int) {
        guard pending?.id == checkID else { return }   // cancelled or replaced meanwhile
        pending = nil
        let title = eligible ? "Confirm loan \(bookID)" : "Not eligible \(bookID)"
        navigationController.pushViewController(LoanScreen(title: title), animated: true)
    }

    private func cancelPendingCheck() {
        pending?.request.cancel()
        pending = nil
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

    /// Ends both flows: no picker, no check, and nothing they started may act afterwards.
    func logout() {
        readingList.stop()
        lending.stop()
    }
}
