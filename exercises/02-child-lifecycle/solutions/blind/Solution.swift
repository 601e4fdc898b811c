import NavigationSimulator

// MARK: Given: screens and the coordinator contract (keep these as they are)

@MainActor
protocol Coordinator: AnyObject {
    /// The flows this coordinator started that are still running; holding them is what keeps
    /// them alive.
    var childCoordinators: [any Coordinator] { get set }
    func start()
}

@MainActor
protocol LibraryScreenDelegate: AnyObject {
    func libraryScreenDidSelectProfile(_ screen: LibraryScreen)
}

final class LibraryScreen: UIViewController {
    weak var delegate: (any LibraryScreenDelegate)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Library"
    }

    required init?(coder: NSCoder) { nil }

    func profileRowTapped() { delegate?.libraryScreenDidSelectProfile(self) }
}

@MainActor
protocol ProfileScreenDelegate: AnyObject {
    func profileScreenDidSelectEdit(_ screen: ProfileScreen)
    func profileScreenDidTapDone(_ screen: ProfileScreen)
}

/// The profile flow's first screen.
final class ProfileScreen: UIViewController {
    weak var delegate: (any ProfileScreenDelegate)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) { nil }

    func editRowTapped() { delegate?.profileScreenDidSelectEdit(self) }
    func doneTapped() { delegate?.profileScreenDidTapDone(self) }
}

/// The profile flow's second screen.
final class EditProfileScreen: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Edit"
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
protocol ProfileCoordinatorDelegate: AnyObject {
    func profileCoordinatorDidFinish(_ coordinator: ProfileCoordinator)
}

// MARK: The child and the parent: yours to write

/// The profile flow: Profile, then optionally Edit, pushed onto the parent's stack.
@MainActor
final class ProfileCoordinator: Coordinator, ProfileScreenDelegate {
    var childCoordinators: [any Coordinator] = []
    /// The parent. Weak: the parent owns the child, and a strong reference back would form a
    /// cycle that frees neither.
    weak var delegate: (any ProfileCoordinatorDelegate)?
    /// The flow's first screen, by which the parent recognises the flow on the stack.
    private(set) var entryScreen: ProfileScreen?
    /// Whether the entry screen has been on the stack yet. A push made while another
    /// transition runs waits for it to end, and a screen that was never on the stack has not
    /// left it.
    var entryScreenHasBeenOnStack = false
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Pushes the Profile screen.
    func start() {
        let profile = ProfileScreen()
        profile.delegate = self
        entryScreen = profile
        navigationController.pushViewController(profile, animated: true)
        entryScreenHasBeenOnStack = navigationController.viewControllers.contains { $0 === profile }
    }

    func profileScreenDidSelectEdit(_ screen: ProfileScreen) {
        // Not kept: the navigation controller is the Edit screen's only owner.
        navigationController.pushViewController(EditProfileScreen(), animated: true)
    }

    /// Done: the flow takes its screens off the stack and reports that it is over.
    func profileScreenDidTapDone(_ screen: ProfileScreen) {
        let stack = navigationController.viewControllers
        if let index = stack.firstIndex(where: { $0 === screen }), index > 0 {
            // Back to the screen below Profile, taking Edit with it if it is up.
            navigationController.popToViewController(stack[index - 1], animated: true)
        }
        delegate?.profileCoordinatorDidFinish(self)
    }
}

/// The root of the library: shows the Library screen and owns the profile flows it starts.
@MainActor
final class LibraryCoordinator: NSObject, Coordinator, LibraryScreenDelegate, ProfileCoordinatorDelegate,
                                UINavigationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    /// Becomes the navigation controller's delegate and shows the Library screen.
    func start() {
        let library = LibraryScreen()
        library.delegate = self
        navigationController.delegate = self
        navigationController.setViewControllers([library], animated: false)
    }

    func libraryScreenDidSelectProfile(_ screen: LibraryScreen) {
        let profile = ProfileCoordinator(navigationController: navigationController)
        profile.delegate = self
        childCoordinators.append(profile)
        profile.start()
    }

    /// Removes the finished flow, and only that one. A second report of the same end finds
    /// no such child and changes nothing.
    func profileCoordinatorDidFinish(_ coordinator: ProfileCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        // Reconcile: every flow whose first screen has left the stack is over, however it
        // left (Done, Back, a completed swipe, a pop from code, animated or not, over one
        // screen or several). A cancelled swipe never gets here.
        let stack = navigationController.viewControllers
        let flows = childCoordinators.compactMap { $0 as? ProfileCoordinator }
        for flow in flows {
            guard let entry = flow.entryScreen else { continue }
            if stack.contains(where: { $0 === entry }) {
                flow.entryScreenHasBeenOnStack = true
            } else if flow.entryScreenHasBeenOnStack {
                profileCoordinatorDidFinish(flow)
            }
        }
    }
}
