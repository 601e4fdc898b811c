// Mistake: reports only when the transition coordinator's .from controller has left the stack, so a pop without animation (no transition coordinator) is never reported
import NavigationSimulator

// MARK: Given: the coordinator's vocabulary (keep these as they are)

/// What a screen shows; the adapter's factory turns it into a view controller.
enum Destination: Equatable {
    case catalog
    case book(Int)
    case editor(Int)
    case receipt(Int)
}

/// One screen of the flow. The ID is handed out by the coordinator and never reused.
struct ScreenEntry: Equatable, CustomStringConvertible {
    let id: Int
    let destination: Destination

    var description: String {
        switch destination {
        case .catalog: "catalog#\(id)"
        case .book(let bookID): "book\(bookID)#\(id)"
        case .editor(let bookID): "editor\(bookID)#\(id)"
        case .receipt(let bookID): "receipt\(bookID)#\(id)"
        }
    }
}

/// The coordinator's side: "show exactly this stack". An empty stack means the flow has ended.
@MainActor
protocol NavigationPort: AnyObject {
    func render(_ stack: [ScreenEntry])
}

/// The coordinator hears from the adapter only when the person changed the stack.
@MainActor
protocol StackReconciling: AnyObject {
    func reconcile(visible: [ScreenEntry])
}

// MARK: The adapter

@MainActor
final class NavigationAdapter: NSObject, NavigationPort, UINavigationControllerDelegate {
    weak var coordinator: (any StackReconciling)?

    private let navigationController: UINavigationController
    private let makeController: (ScreenEntry) -> UIViewController

    /// Entry ID → its controller, for every entry of `entries`.
    private var controllers: [Int: UIViewController] = [:]
    /// The stack as the coordinator knows it: the last render, or the last report.
    private var entries: [ScreenEntry] = []
    /// Stacks this adapter asked for whose `didShow` has not arrived yet, oldest first,
    /// as the controller instances they consist of.
    private var awaited: [[ObjectIdentifier]] = []
    /// The sheet on screen, if the adapter presented one and has not asked to dismiss it.
    private var sheet: UIViewController?
    /// Bumped by every request, so a completion can tell whether a newer one came since.
    private var generation = 0

    init(navigationController: UINavigationController, makeController: @escaping (ScreenEntry) -> UIViewController) {
        self.navigationController = navigationController
        self.makeController = makeController
        super.init()
        navigationController.delegate = self
    }

    /// The controller the adapter uses for an entry that is on the stack.
    func controller(forEntryID id: Int) -> UIViewController? {
        controllers[id]
    }

    func render(_ stack: [ScreenEntry]) {
        generation += 1
        guard !stack.isEmpty else {
            endFlow()
            return
        }
        guard stack != entries else { return }   // already asked for: no transition, no echo
        var kept: [Int: UIViewController] = [:]
        let viewControllers = stack.map { entry in
            let controller = controllers[entry.id] ?? makeController(entry)
            kept[entry.id] = controller
            return controller
        }
        controllers = kept
        entries = stack
        awaited.append(viewControllers.map(ObjectIdentifier.init))
        navigationController.setViewControllers(viewControllers, animated: true)
    }

    func presentSheet(for entry: ScreenEntry) {
        guard sheet == nil else { return }
        generation += 1
        let controller = makeController(entry)
        sheet = controller
        navigationController.present(controller, animated: true)
    }

    func dismissSheet(thenRender stack: [ScreenEntry]) {
        guard sheet != nil else { return render(stack) }
        sheet = nil
        generation += 1
        let requested = generation
        navigationController.dismiss(animated: true) { [weak self] in
            guard let self, self.generation == requested else { return }   // a newer request won
            self.render(stack)
        }
    }

    /// Logout: nothing of this flow stays on screen, and nothing it started may act later.
    private func endFlow() {
        if sheet != nil {
            sheet = nil
            navigationController.dismiss(animated: false)
        }
        controllers = [:]
        entries = []
        awaited = []
        navigationController.setViewControllers([], animated: false)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        let shown = navigationController.viewControllers
        let identities = shown.map(ObjectIdentifier.init)
        if let index = awaited.firstIndex(of: identities) {
            awaited.removeFirst(index + 1)   // one of our own renders has finished
            return
        }
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !shown.contains(where: { $0 === from })
        else { return }
        let visible = shown.compactMap { controller in entries.first { controllers[$0.id] === controller } }
        guard !visible.isEmpty, visible != entries else { return }
        entries = visible
        controllers = controllers.filter { id, _ in visible.contains { $0.id == id } }
        coordinator?.reconcile(visible: visible)
    }
}
