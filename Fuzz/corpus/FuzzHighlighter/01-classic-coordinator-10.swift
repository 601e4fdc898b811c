enum ChildKey: Hashable {
    case authentication, main, profile
}

@MainActor
protocol KeyedCoordinator: AnyObject {
    var childCoordinators: [ChildKey: any KeyedCoordinator] { get set }
    func start()
}

extension KeyedCoordinator {
    /// Stores `child` under `key`, replacing (and so letting go of) any child stored there.
    func addChild(_ child: any KeyedCoordinator, forKey key: ChildKey) {
        childCoordinators[key] = child
    }

    /// Removes `child` by identity, wherever it is stored.
    func removeChild(_ child: any KeyedCoordinator) {
        childCoordinators = childCoordinators.filter { $0.value !== child }
    }
}

@MainActor
final class EmptyKeyedFlow: KeyedCoordinator {
    var childCoordinators: [ChildKey: any KeyedCoordinator] = [:]
    func start() {}
}
