import Foundation

/// What a running transition tells the code that asks about it (UIKit reference, row 14).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    /// True while a person's finger drives the transition (a swipe in progress).
    var isInteractive: Bool { get }
    /// True when the transition started interactive, even after the finger lifted.
    var initiallyInteractive: Bool { get }
    /// True once an interactive transition was cancelled: nothing changes in the end.
    var isCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The object `transitionCoordinator` returns while a transition runs, and only then
/// (UIKit reference, rows 14–17).
///
/// Simulator choices (**unconfirmed** on current iOS): animation closures passed before the
/// transition starts run when it starts, later ones run at once; completions run right
/// after the transition's `ended` log entry, before the did-appear callbacks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run with the transition and `completion` to run after it
    /// (row 15). Returns false when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers a handler for the moment an interactive transition stops being interactive,
    /// whether it will complete or cancel (rows 12, 13 and 16).
    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// The form UIKit listings use when they need no completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
