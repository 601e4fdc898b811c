@MainActor
protocol Coordinator: AnyObject {
    /// The flows this coordinator started that are still running.
    var childCoordinators: [any Coordinator] { get set }

    /// Builds the flow's first screen (or first child) and shows it.
    func start()
}

extension Coordinator {
    /// Keeps `child` alive until `removeChild`. Adding it twice keeps one entry.
    func addChild(_ child: any Coordinator) {
        guard !childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.append(child)
    }

    /// Lets go of `child`; without another owner it is deallocated.
    func removeChild(_ child: any Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
