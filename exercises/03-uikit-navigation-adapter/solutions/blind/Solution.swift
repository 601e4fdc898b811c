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

    /// The stack as the coordinator knows it: the last render, or the last report.
    private var entries: [ScreenEntry] = []
    /// Entry ID → its controller, for every entry in `entries`.
    private var controllers: [Int: UIViewController] = [:]
    /// Stacks this adapter asked for whose `didShow` has not arrived yet, oldest first.
    private var awaited: [[UIViewController]] = []
    /// Bumped by every render, dismissal request and logout; a dismissal completion that
    /// captured an older value is stale and changes nothing.
    private var latestRequest = 0
    /// Counts `willShow` calls, to tell whether a `setViewControllers` started a transition.
    private var willShowCount = 0

    /// What the adapter will do with its sheet once the presentation has finished.
    private enum DismissalOnAppear {
        case animated(request: Int, then: [ScreenEntry])
        case withoutAnimation
    }

    /// The adapter's one sheet. Held weakly: the presenter owns it while it is up.
    private struct Sheet {
        weak var controller: UIViewController?
        var hasAppeared = false
        var dismissalAsked = false
        var onAppear: DismissalOnAppear?
    }

    private var sheet: Sheet?

    init(navigationController: UINavigationController, makeController: @escaping (ScreenEntry) -> UIViewController) {
        self.navigationController = navigationController
        self.makeController = makeController
        super.init()
        navigationController.delegate = self
    }

    /// The controller the adapter uses for an entry that is on the stack, nil for any other.
    func controller(forEntryID id: Int) -> UIViewController? {
        controllers[id]
    }

    // MARK: Rendering

    /// Shows exactly `stack`, animated. An empty stack ends the flow (logout).
    func render(_ stack: [ScreenEntry]) {
        latestRequest += 1
        guard !stack.isEmpty else { return endSession() }
        guard stack != entries else { return }          // already asked for: nothing at all

        var kept: [Int: UIViewController] = [:]
        let viewControllers = stack.map { entry in
            let controller = kept[entry.id] ?? controllers[entry.id] ?? makeController(entry)
            kept[entry.id] = controller
            return controller
        }
        controllers = kept
        entries = stack

        let previous = awaited.last
        awaited.append(viewControllers)
        let willShowsBefore = willShowCount
        navigationController.setViewControllers(viewControllers, animated: true)
        guard willShowCount == willShowsBefore else { return }   // a transition runs: didShow will come

        // No transition started. Either the change is already done without a `didShow` (the
        // top stayed the same, or the stack is off screen), or it was held back behind a running
        // transition and will not change the top either: then no `didShow` will ever match it.
        let doneAlready = navigationController.viewControllers.elementsEqual(viewControllers, by: ===)
        let keepsTop = previous.map { $0.last === viewControllers.last } ?? false
        if doneAlready || keepsTop,
           let index = awaited.lastIndex(where: { $0.elementsEqual(viewControllers, by: ===) }) {
            awaited.remove(at: index)
        }
    }

    /// Logout: no sheet, no stack, nothing remembered; the next session starts from scratch.
    private func endSession() {
        if var current = currentSheet, !current.dismissalAsked || !current.hasAppeared {
            current.dismissalAsked = true
            if current.hasAppeared {
                sheet = current
                current.controller?.presentingViewController?.dismiss(animated: false)
            } else {
                // Still sliding in: UIKit refuses a dismissal now, so take it down as soon as it is up.
                current.onAppear = .withoutAnimation
                sheet = current
            }
        }
        // A dismissal already under way finishes by itself; its completion is stale now.
        let hadStack = !entries.isEmpty
        entries = []
        controllers = [:]
        awaited = []
        if hadStack { navigationController.setViewControllers([], animated: false) }
    }

    // MARK: The sheet

    /// The adapter's sheet while it is presented, being presented or going away.
    private var currentSheet: Sheet? {
        guard let current = sheet, let controller = current.controller,
              controller.presentingViewController != nil
        else {
            sheet = nil
            return nil
        }
        return current
    }

    /// Presents the controller for `entry` as a sheet over the stack.
    func presentSheet(for entry: ScreenEntry) {
        guard currentSheet == nil else { return }                               // one sheet at a time
        guard navigationController.presentedViewController == nil else { return } // UIKit would refuse
        let controller = makeController(entry)
        sheet = Sheet(controller: controller)
        navigationController.present(controller, animated: true) { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.sheetDidAppear(controller)
        }
    }

    private func sheetDidAppear(_ controller: UIViewController) {
        guard var current = sheet, current.controller === controller else { return }
        current.hasAppeared = true
        let pending = current.onAppear
        current.onAppear = nil
        sheet = current
        switch pending {
        case nil:
            break
        case .withoutAnimation:
            controller.presentingViewController?.dismiss(animated: false)
        case let .animated(request, stack):
            startDismissal(of: controller, request: request, then: stack)
        }
    }

    /// Dismisses the sheet; once it has gone, renders `stack`, unless something newer was asked for.
    func dismissSheet(thenRender stack: [ScreenEntry]) {
        latestRequest += 1
        let request = latestRequest
        guard var current = currentSheet, !current.dismissalAsked, let controller = current.controller else {
            return render(stack)
        }
        current.dismissalAsked = true
        if current.hasAppeared {
            sheet = current
            startDismissal(of: controller, request: request, then: stack)
        } else {
            current.onAppear = .animated(request: request, then: stack)
            sheet = current
        }
    }

    private func startDismissal(of controller: UIViewController, request: Int, then stack: [ScreenEntry]) {
        controller.presentingViewController?.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            if self.sheet?.controller == nil || self.sheet?.controller === controller { self.sheet = nil }
            guard request == self.latestRequest else { return }   // a newer render or logout came first
            self.render(stack)
        }
    }

    // MARK: Navigation controller delegate

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        willShowCount += 1
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        let shown = navigationController.viewControllers
        if let index = awaited.firstIndex(where: { $0.elementsEqual(shown, by: ===) }) {
            awaited.removeFirst(index + 1)       // our own render, and any older one, has finished
            return
        }
        // A render of ours is still to come and will replace whatever this is: the newest
        // render wins, so there is nothing to tell the coordinator.
        guard awaited.isEmpty else { return }

        var visible: [ScreenEntry] = []
        for (entry, controller) in zip(entries, shown) {
            guard controllers[entry.id] === controller else { break }
            visible.append(entry)
        }
        guard !visible.isEmpty, visible.count < entries.count else { return }
        for entry in entries[visible.count...] { controllers[entry.id] = nil }
        entries = visible
        coordinator?.reconcile(visible: visible)
    }
}
