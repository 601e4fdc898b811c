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

// MARK: The adapter: yours to write

/// Maps the coordinator's entries to view controllers on `navigationController`, and tells the
/// coordinator when the person (not this adapter) changed the stack.
@MainActor
final class NavigationAdapter: NSObject, NavigationPort, UINavigationControllerDelegate {
    weak var coordinator: (any StackReconciling)?

    private let navigationController: UINavigationController
    private let makeController: (ScreenEntry) -> UIViewController

    init(navigationController: UINavigationController, makeController: @escaping (ScreenEntry) -> UIViewController) {
        self.navigationController = navigationController
        self.makeController = makeController
        super.init()
        navigationController.delegate = self
    }

    /// The controller the adapter uses for an entry that is on the stack, nil for any other.
    func controller(forEntryID id: Int) -> UIViewController? {
        nil
    }

    /// Shows exactly `stack`, animated. An empty stack ends the flow (logout).
    func render(_ stack: [ScreenEntry]) {
        // TODO: build or reuse one controller per entry and hand them to the navigation controller.
    }

    /// Presents the controller for `entry` as a sheet over the stack.
    func presentSheet(for entry: ScreenEntry) {
        // TODO
    }

    /// Dismisses the sheet; once it has gone, renders `stack`, unless something newer was asked for.
    func dismissSheet(thenRender stack: [ScreenEntry]) {
        // TODO
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        // TODO: work out what the person left on the stack and report it, but only if it is news.
    }
}
