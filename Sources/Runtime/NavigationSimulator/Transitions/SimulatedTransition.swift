import Foundation

/// One transition in flight: a push, a pop, a presentation or a dismissal. It is the
/// transition coordinator and its context at once, and it owns the work that finishes the
/// transition, which runs when the simulator's run loop reaches it (UIKit reference, rows 3,
/// 11–16).
@MainActor
final class SimulatedTransition: NSObject, UIViewControllerTransitionCoordinator {
    private enum Phase { case preparing, running, ended }

    let isAnimated: Bool
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let presentationStyle: UIModalPresentationStyle

    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private let fromName: String
    private let toName: String
    private var phase = Phase.preparing
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Finishes the transition; the argument says whether it was cancelled. Dropped once run,
    /// so a gesture or coordinator someone still holds does not keep the controllers alive.
    private var finish: ((Bool) -> Void)?

    init(
        from: UIViewController?, to: UIViewController?, interactive: Bool,
        presentationStyle: UIModalPresentationStyle = .none,
        finish: @escaping (Bool) -> Void
    ) {
        self.fromController = from
        self.toController = to
        self.fromName = from?.simulatorName ?? "nil"
        self.toName = to?.simulatorName ?? "nil"
        self.isAnimated = true
        self.initiallyInteractive = interactive
        self.isInteractive = interactive
        self.presentationStyle = presentationStyle
        self.finish = finish
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard phase != .ended else { return false }
        if let animation {
            if phase == .running { animation(self) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    /// Starts the animation and puts the transition in flight.
    func start() {
        phase = .running
        Simulator.shared.record(.transition(from: fromName, to: toName, step: .began(interactive: isInteractive)))
        let queued = animations
        animations.removeAll()
        for animation in queued { animation(self) }
        Simulator.shared.enqueue(self)
    }

    /// The finger lifted: the rest of the transition runs by itself (rows 12, 13, 16).
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        Simulator.shared.record(.transition(from: fromName, to: toName, step: .interactionEnded(cancelled: cancelled)))
        for handler in interactionHandlers { handler(self) }
    }

    /// Called by the run loop: ends the animation, runs completions, then the finishing work.
    func runToEnd() {
        phase = .ended
        Simulator.shared.record(.transition(from: fromName, to: toName, step: .ended(cancelled: isCancelled)))
        let pending = completions
        completions.removeAll()
        interactionHandlers.removeAll()
        for completion in pending { completion(self) }
        let work = finish
        finish = nil
        work?(isCancelled)
    }
}
