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

// MARK: The child and the parent

/// The profile flow: Profile, then optionally Edit, pushed onto the parent's stack.
@MainActor
final class ProfileCoordinator: Coordinator, ProfileScreenDelegate {
    var childCoordinators: [any Coordinator] = []
    /// The parent, held weakly: the parent owns the child, never the other way round.
    weak var delegate: (any ProfileCoordinatorDelegate)?
    /// The flow's first screen, by which the parent recognises the flow on the stack.
    private(set) var entryScreen: ProfileScreen?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let profile = ProfileScreen()
        profile.delegate = self
        entryScreen = profile
        navigationController.pushViewController(profile, animated: true)
    }

    func profileScreenDidSelectEdit(_ screen: ProfileScreen) {
        navigationController.pushViewController(EditProfileScreen(), animated: true)
    }

    func profileScreenDidTapDone(_ screen: ProfileScreen) {
        let stack = navigationController.viewControllers
        if let index = stack.firstIndex(where: { $0 === screen }), index > 0 {
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

    var profileFlows: [ProfileCoordinator] {
        childCoordinators.compactMap { $0 as? ProfileCoordinator }
    }

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

    func profileCoordinatorDidFinish(_ coordinator: ProfileCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }   // harmless when already removed
    }

    /// After every completed change of the top, animated or not, a flow whose first screen
    /// has left the stack is over, whoever removed it. A cancelled swipe never gets here.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        let stack = navigationController.viewControllers
        for flow in profileFlows {
            guard let entry = flow.entryScreen, !stack.contains(where: { $0 === entry }) else { continue }
            profileCoordinatorDidFinish(flow)
        }
    }
}
