import Foundation

/// A stack of view controllers with UIKit's push/pop API and callback order
/// (UIKit reference, rows 1–10; gestures in `User`, rows 5 and 11–13).
///
/// - Changes only produce appearance and delegate callbacks while the navigation controller
///   is on screen (for example the root of a visible `UIWindow`); off screen they just edit
///   the stack.
/// - An animated change stays in flight until `Simulator.shared.settle()`. During it, any
///   further push, pop or `setViewControllers` is deferred and runs when the transition
///   ends (row 3; deferral is **undocumented** in UIKit and inferred from crash reports;
///   deferring pops too is the simulator's choice). A deferred pop returns nil.
/// - `init(rootViewController:)` attaches the root without logging; its first display
///   calls `willShow`/`didShow` once (row 10; the double call reported for window roots is
///   **not** reproduced).
/// - The position of `willShow`/`didShow` among the appearance callbacks is **unconfirmed**
///   on current iOS (row 1).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var stack: [UIViewController] = []
    /// The animated transition running now; nil between transitions and for non-animated changes.
    var activeTransition: SimulatedTransition?
    /// Calls made while a transition was in flight, run in order when it ends (row 3).
    var deferredOperations: [() -> Void] = []

    /// Weak, as in UIKit: the coordinator that sets itself as delegate must be kept alive
    /// by someone else.
    open weak var delegate: (any UINavigationControllerDelegate)?

    // MARK: Navigation bar and swipe-back recognizer (UIKit reference, rows 27–31; Bars/, Gestures/)

    /// The bar this controller manages; its `topItem` is the top controller's `navigationItem`.
    open var navigationBar: UINavigationBar { managedNavigationBar }

    /// Whether the bar is hidden (default false). Setting it is
    /// `setNavigationBarHidden(_:animated: false)` (row 27).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenState }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, logged as `nav.isNavigationBarHidden = true` when it changes; no
    /// appearance callback and no transition coordinator (row 27). A hidden bar also stops
    /// UIKit's own swipe-back delegate from letting the swipe begin (row 30, **unconfirmed**).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        changeNavigationBarHidden(hidden)
    }

    /// The swipe-back recognizer. Its delegate starts as UIKit's own; an app may replace it
    /// (an "interactive-pop delegate proxy") or disable the recognizer (rows 29–31).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }

    lazy var managedNavigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.managingController = self
        return bar
    }()
    var navigationBarHiddenState = false
    /// Owned here because the recognizer holds its delegate weakly, as in UIKit.
    lazy var systemPopGestureDelegate = SystemPopGestureDelegate(navigationController: self)
    lazy var popGestureRecognizer: UIGestureRecognizer = {
        let recognizer = UIGestureRecognizer()
        recognizer.delegate = systemPopGestureDelegate
        return recognizer
    }()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        rootViewController.removeFromParentSilently()
        rootViewController.parentLink = self
        stack = [rootViewController]
        childList = stack
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// UIKit's initializer for custom bar classes; the simulator draws no bars, so the
    /// classes are ignored.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first. Assigning is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller of `viewControllers` (row 9).
    open var topViewController: UIViewController? { stack.last }

    /// The controller presented modally over this one if any, else the top (row 9).
    open var visibleViewController: UIViewController? {
        guard var shown = presentedViewController else { return topViewController }
        while let next = shown.presentedViewController, next !== shown { shown = next }
        return shown
    }

    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransition ?? super.transitionCoordinator
    }

    /// Pushes `viewController` (row 1). Raises for an instance already in the stack (row 2);
    /// deferred while a transition runs (row 3).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            Simulator.shared.raise(Simulator.UIKitMessages.pushingSameInstance)
            return
        }
        if deferIfBusy("pushViewController(\(viewController.simulatorName), animated: \(animated))", {
            [unowned self] in pushViewController(viewController, animated: animated)
        }) { return }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; with only the root left it does nothing and
    /// returns nil (row 4).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        if deferIfBusy("popViewController(animated: \(animated))", {
            [unowned self] in popViewController(animated: animated)
        }) { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root and returns what it popped (row 6).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController` and returns what it popped; raises when
    /// `viewController` is not in the stack (row 6).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Simulator.shared.raise(Simulator.UIKitMessages.popToMissingController)
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        if deferIfBusy("popToViewController(\(viewController.simulatorName), animated: \(animated))", {
            [unowned self] in popToViewController(viewController, animated: animated)
        }) { return nil }
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the whole stack in one transition (row 7): pop-style when the new top is
    /// already in the stack, push-style when it is new, none when it is already the top.
    /// With an animated transition the stack is replaced when the transition finishes.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let names = viewControllers.map(\.simulatorName).joined(separator: ", ")
        if deferIfBusy("setViewControllers([\(names)], animated: \(animated))", {
            [unowned self] in setViewControllers(viewControllers, animated: animated)
        }) { return }
        let changesTop = viewControllers.last !== stack.last
        let runsTransition = animated && changesTop && isOnScreen
        changeStack(to: viewControllers, animated: animated, replaceStackAtStart: !runsTransition)
    }

    /// Pushes `vc` with animation (UIKit reference, row 44).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Container behaviour

    override func handles(_ action: ShowAction) -> Bool { action == .show }

    override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// The first display of the stack reports the root to the delegate (row 10).
    override func afterForwardingAppearance(_ phase: AppearancePhase, animated: Bool) {
        guard let top = topViewController else { return }
        switch phase {
        case .willAppear: notifyWillShow(top, animated: animated)
        case .didAppear: notifyDidShow(top, animated: animated)
        default: break
        }
    }

    /// Records and queues `operation` when a transition is in flight. Returns whether it did.
    private func deferIfBusy(_ call: String, _ operation: @escaping () -> Void) -> Bool {
        guard activeTransition != nil else { return false }
        Simulator.shared.record(.deferred("\(simulatorName).\(call)"))
        deferredOperations.append(operation)
        return true
    }
}
