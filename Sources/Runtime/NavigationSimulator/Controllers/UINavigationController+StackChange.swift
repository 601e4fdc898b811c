/// The one engine behind every stack change — push, pop, pop-to, set, back button and
/// swipe-back — so they share UIKit's callback order (UIKit reference, rows 1, 4, 7, 8,
/// 11–13).
extension UINavigationController {
    /// Moves from the current stack to `newStack`.
    ///
    /// Order: stack replaced (unless deferred to the end) → new top's `viewDidLoad` →
    /// `willMove(toParent:)` for added and removed controllers → old top `viewWillDisappear`
    /// → new top `viewWillAppear` → `willShow` → transition in flight → `finishStackChange`.
    @discardableResult
    func changeStack(
        to newStack: [UIViewController], animated: Bool,
        replaceStackAtStart: Bool = true, interactive: Bool = false
    ) -> SimulatedTransition? {
        let change = StackChange(old: stack, new: newStack, animated: animated)
        let visible = isOnScreen && change.changesTop

        if replaceStackAtStart { replaceStack(with: newStack) }
        if visible { change.newTop?.loadViewIfNeeded() }
        for controller in change.added {
            controller.removeFromParentSilently()
            controller.parentLink = self
            controller.deliverWillMove(toParent: self)
        }
        for controller in change.removed.reversed() {
            controller.deliverWillMove(toParent: nil)
        }

        guard visible else {
            if !replaceStackAtStart { replaceStack(with: newStack) }
            finishParentMoves(of: change)
            return nil
        }

        var transition: SimulatedTransition?
        if animated {
            transition = SimulatedTransition(from: change.oldTop, to: change.newTop, interactive: interactive) {
                [self] cancelled in
                finishStackChange(change, cancelled: cancelled, replaceStack: !replaceStackAtStart)
            }
            activeTransition = transition
        }
        change.oldTop?.movingFromParent = change.removesOldTop
        change.newTop?.movingToParent = change.addsNewTop
        change.oldTop?.deliver(.willDisappear, animated: animated)
        change.newTop?.deliver(.willAppear, animated: animated)
        if let newTop = change.newTop { notifyWillShow(newTop, animated: animated) }

        if let transition {
            transition.start()
        } else {
            finishStackChange(change, cancelled: false, replaceStack: !replaceStackAtStart)
        }
        return transition
    }

    /// The second half of a visible change, when its transition ends (or at once when not
    /// animated). A cancelled swipe-back restores the old stack and never calls `didShow`.
    func finishStackChange(_ change: StackChange, cancelled: Bool, replaceStack replacesNow: Bool) {
        if cancelled {
            replaceStack(with: change.old)
            change.oldTop?.clearTransitionFlags()
            change.newTop?.clearTransitionFlags()
            change.newTop?.deliver(.willDisappear, animated: true)
            change.newTop?.deliver(.didDisappear, animated: true)
            change.oldTop?.deliver(.willAppear, animated: true)
            change.oldTop?.deliver(.didAppear, animated: true)
        } else {
            if replacesNow { replaceStack(with: change.new) }
            change.oldTop?.deliver(.didDisappear, animated: change.animated)
            change.newTop?.deliver(.didAppear, animated: change.animated)
            finishParentMoves(of: change)
            if let newTop = change.newTop { notifyDidShow(newTop, animated: change.animated) }
            change.oldTop?.clearTransitionFlags()
            change.newTop?.clearTransitionFlags()
        }
        activeTransition = nil
        runDeferredOperations()
    }

    /// Begins a swipe-back: an interactive pop that stays in flight until the gesture ends
    /// (rows 11–13). Returns nil when there is nothing to pop or a transition already runs.
    func beginInteractivePop() -> SimulatedTransition? {
        guard stack.count > 1, activeTransition == nil, isOnScreen else { return nil }
        return changeStack(to: Array(stack.dropLast()), animated: true, interactive: true)
    }

    func notifyWillShow(_ controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        Simulator.shared.record(.navigationDelegate(
            navigation: simulatorName, callback: .willShow(controller.simulatorName, animated: animated)))
        delegate.navigationController(self, willShow: controller, animated: animated)
    }

    func notifyDidShow(_ controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        Simulator.shared.record(.navigationDelegate(
            navigation: simulatorName, callback: .didShow(controller.simulatorName, animated: animated)))
        delegate.navigationController(self, didShow: controller, animated: animated)
    }

    private func replaceStack(with newStack: [UIViewController]) {
        stack = newStack
        childList = newStack
        let names = newStack.map(\.simulatorName).joined(separator: ", ")
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "viewControllers", value: "[\(names)]"))
    }

    private func finishParentMoves(of change: StackChange) {
        for controller in change.added {
            controller.deliverDidMove(toParent: self)
        }
        for controller in change.removed.reversed() where controller.parentLink === self {
            controller.parentLink = nil
            controller.deliverDidMove(toParent: nil)
        }
    }

    private func runDeferredOperations() {
        while activeTransition == nil, !deferredOperations.isEmpty {
            deferredOperations.removeFirst()()
        }
    }
}

/// What one stack change adds, removes and shows, computed once at its start.
struct StackChange {
    let old: [UIViewController]
    let new: [UIViewController]
    let animated: Bool

    var oldTop: UIViewController? { old.last }
    var newTop: UIViewController? { new.last }
    var changesTop: Bool { oldTop !== newTop }
    var added: [UIViewController] { new.filter { controller in !old.contains { $0 === controller } } }
    var removed: [UIViewController] { old.filter { controller in !new.contains { $0 === controller } } }
    var removesOldTop: Bool { oldTop.map { top in removed.contains { $0 === top } } ?? false }
    var addsNewTop: Bool { newTop.map { top in added.contains { $0 === top } } ?? false }
}
