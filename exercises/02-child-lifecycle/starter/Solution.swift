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
    /// The parent. Declared as a plain (strong) `var`: decide how the child must hold it.
    var delegate: (any ProfileCoordinatorDelegate)?
    /// The flow's first screen, by which the parent recognises the flow on the stack.
    private(set) var entryScreen: ProfileScreen?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Pushes the Profile screen.
    func start() {
        // TODO
    }

    func profileScreenDidSelectEdit(_ screen: ProfileScreen) {
        // TODO: push an EditProfileScreen
    }

    /// Done: the flow takes its screens off the stack and reports that it is over.
    func profileScreenDidTapDone(_ screen: ProfileScreen) {
        // TODO
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
        // TODO
    }

    func libraryScreenDidSelectProfile(_ screen: LibraryScreen) {
        // TODO: start a ProfileCoordinator as a child flow
    }

    func profileCoordinatorDidFinish(_ coordinator: ProfileCoordinator) {
        // TODO
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        // TODO: end every flow whose first screen is no longer on the stack.
    }
}
