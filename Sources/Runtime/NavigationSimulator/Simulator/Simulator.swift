/// The simulated run loop and the shared state of one simulated app: the event log, the
/// transitions in flight, and what happens when UIKit would raise an exception.
///
/// **Time.** An animated transition stays in flight until `settle()` (or `advance()`) runs
/// it to its end, so code can look at the in-between state: the new `topViewController` is
/// already set, `transitionCoordinator` is non-nil, `viewDidAppear` has not run yet. A
/// non-animated change finishes inside the call and has no transition coordinator
/// (UIKit reference, rows 3, 8 and 14). An interactive transition (a swipe the person is still
/// holding) never finishes by itself: `settle()` leaves it alone until the gesture's
/// `finish()` or `cancel()`.
///
/// There is one simulator per process, `Simulator.shared`; call `reset()` at the start of
/// each scenario.
@MainActor
public final class Simulator {
    public static let shared = Simulator()

    /// Every callback, state change and gesture, in order.
    public let log = EventLog()

    /// Called with UIKit's message where UIKit raises (rows 2 and 6). Defaults to
    /// `fatalError`, like an uncaught exception. Tests replace it to observe the raise
    /// without ending the process; when it returns, the offending call does nothing.
    public var raiseHandler: @MainActor (String) -> Void = Simulator.crash

    /// Transitions started and not yet finished, oldest first.
    private(set) var inFlight: [SimulatedTransition] = []
    /// Scenes made by `connectScene(delegate:urls:)`, kept as the system keeps connected scenes.
    var connectedScenes: [UIWindowScene] = []
    var connectedSceneCount = 0

    /// Controllers find the simulator through `shared`, so there is exactly one.
    private init() {}

    /// The default `raiseHandler`: stops the process with UIKit's message.
    public static let crash: @MainActor (String) -> Void = { message in
        fatalError("NSInvalidArgumentException: \(message)")
    }

    /// Number of transitions in flight, interactive ones included.
    public var transitionsInFlight: Int { inFlight.count }

    /// Whether an animated or interactive transition is still running.
    public var hasTransitionsInFlight: Bool { !inFlight.isEmpty }

    /// Runs the run loop until nothing non-interactive is in flight: finishes every running
    /// animation, then whatever those completions started (a deferred push, a completion
    /// handler that presents). Interactive transitions wait for their gesture to end.
    public func settle() {
        var guardCount = 0
        while advance() {
            guardCount += 1
            precondition(guardCount < 10_000, "settle(): transitions keep starting each other")
        }
    }

    /// Finishes the oldest non-interactive transition in flight. Returns false when there
    /// is none, so `while simulator.advance() {}` equals `settle()`.
    @discardableResult
    public func advance() -> Bool {
        guard let index = inFlight.firstIndex(where: { !$0.isInteractive }) else { return false }
        let transition = inFlight.remove(at: index)
        transition.runToEnd()
        return true
    }

    /// Empties the log, drops transitions in flight and connected scenes, and restores the
    /// crashing raise handler.
    public func reset() {
        log.clear()
        inFlight.removeAll()
        connectedScenes.removeAll()
        connectedSceneCount = 0
        raiseHandler = Simulator.crash
    }

    func enqueue(_ transition: SimulatedTransition) {
        inFlight.append(transition)
    }

    /// Logs UIKit's exception and hands it to the raise handler.
    func raise(_ message: String) {
        log.record(.exception(message))
        raiseHandler(message)
    }

    func record(_ event: SimulatorEvent) {
        log.record(event)
    }
}

extension Simulator {
    /// How the event log names `controller`: its `title`, else its type name. A simulator
    /// name, so app code that must compile against UIKit never reads it.
    public func name(of controller: UIViewController) -> String {
        controller.simulatorName
    }

    /// Whether `controller` is visible or about to be: between its `viewWillAppear` and its
    /// `viewWillDisappear`. UIKit has no such property.
    public func isOnScreen(_ controller: UIViewController) -> Bool {
        controller.isOnScreen
    }
}
