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

/// Adds picked books to a reading list. No server, no further screen.
@MainActor
final class ReadingListFlow {
    private(set) var list: [Int] = []

    init(navigationController: UINavigationController) {
    }

    /// The picker of the running session, nil when there is none.
    var picker: BookPickerViewModel? { nil }

    /// Presents a picker as a sheet over the navigation controller.
    func addTapped(books: [Book]) {
        // TODO
    }

    /// Ends the flow: the picker goes, and nothing it started may act afterwards.
    func stop() {
        // TODO
    }
}

/// Lends a picked book once the eligibility service says yes.
@MainActor
final class LendingFlow {
    init(navigationController: UINavigationController, eligibility: any EligibilityChecking) {
    }

    var picker: BookPickerViewModel? { nil }
    /// True while the flow waits for an eligibility answer it still wants.
    var isCheckingEligibility: Bool { false }

    func borrowTapped(books: [Book]) {
        // TODO
    }

    func stop() {
        // TODO
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
        // TODO
    }
}
