/// A gesture a person has begun and still holds: a swipe-back or a sheet swipe-down. Nothing
/// finishes it by itself, not even `Simulator.settle()`; the person lifts the finger with
/// `finish()` (the transition completes) or `cancel()` (it springs back). Either way the rest
/// of the animation is then in flight until the simulator settles (UIKit reference, rows
/// 11–13, 16, 22 and 24).
@MainActor
public final class InteractiveGesture {
    /// For the log, e.g. `swipeBack(nav)`.
    public let name: String
    private let transition: SimulatedTransition
    /// Runs when the finger lifts, before the transition hears of it (resets a recognizer's state).
    private let onEnd: (() -> Void)?
    public private(set) var isInProgress = true

    init(name: String, transition: SimulatedTransition, onEnd: (() -> Void)? = nil) {
        self.name = name
        self.transition = transition
        self.onEnd = onEnd
    }

    /// The person completes the gesture.
    public func finish() {
        end(cancelled: false)
    }

    /// The person lets go too early; the screen springs back.
    public func cancel() {
        end(cancelled: true)
    }

    private func end(cancelled: Bool) {
        guard isInProgress else { return }
        isInProgress = false
        Simulator.shared.record(.userGesture("\(cancelled ? "cancel" : "finish") \(name)"))
        onEnd?()
        transition.endInteraction(cancelled: cancelled)
    }
}
