@MainActor
final class EmptyFlow: Coordinator {
    var childCoordinators: [any Coordinator] = []
    func start() {}
}

let parent = EmptyFlow()
let twice = EmptyFlow()
parent.addChild(twice)
parent.addChild(twice)
checkEqual(parent.childCoordinators.count, 1, "adding the same child twice keeps one entry")

parent.addChild(EmptyFlow())
let added = WeakReference(parent.childCoordinators.last as? EmptyFlow)
checkAlive(added, "childCoordinators alone keeps a child alive")
if let child = parent.childCoordinators.last { parent.removeChild(child) }
checkDeallocated(added, "removeChild frees a child that nothing else holds")
checkEqual(parent.childCoordinators.count, 1, "and leaves the other children in place")
