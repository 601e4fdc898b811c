import Foundation

/// The simulator's view controller: UIKit's name, the members coordinator code uses, and the
/// lifecycle callbacks delivered in UIKit's order (UIKit reference, rows 1, 4, 9, 11–13, 18,
/// 19 and 21). There is no view and no rendering; "loading the view" only calls
/// `viewDidLoad()` once, the first time the controller is about to appear.
///
/// Subclass it and override the lifecycle methods as in UIKit. Each callback is written to
/// `Simulator.shared.log` before the override runs.
///
/// **Unconfirmed** on current iOS: `parent` (and so `navigationController`) of a popped
/// controller stays set until its `didMove(toParent: nil)`.
@MainActor
open class UIViewController: UIResponder {
    /// Shown in the event log; the type name stands in when it is nil.
    open var title: String?

    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []

    public private(set) var isViewLoaded = false

    /// Meaningful in `viewWillAppear`/`viewDidAppear` of a controller being added to a
    /// container (row 18).
    public internal(set) var isMovingToParent = false
    /// Meaningful in `viewWillDisappear`/`viewDidDisappear` of a controller being removed;
    /// stays true through a swipe-back that is later cancelled (rows 13 and 18).
    public internal(set) var isMovingFromParent = false
    /// True in the appearance callbacks of a controller being presented modally (row 18).
    public internal(set) var isBeingPresented = false
    /// True in the disappearance callbacks of a controller being dismissed (row 18).
    public internal(set) var isBeingDismissed = false

    /// The style `present` uses; `.automatic` resolves to a page sheet as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// When true a sheet refuses the swipe-down; its delegate hears only
    /// `presentationControllerDidAttemptToDismiss` (row 23).
    open var isModalInPresentation = false

    var appearanceState = AppearanceState.disappeared
    /// The controller this one presents, owned strongly as in UIKit.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    /// The presentation or dismissal transition this controller takes part in, if animated.
    var presentationTransition: SimulatedTransition?

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Lifecycle, overridable as in UIKit

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Calls `viewDidLoad()` the first time only.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        Simulator.shared.record(.lifecycle(controller: simulatorName, callback: .viewDidLoad))
        viewDidLoad()
    }

    // MARK: Relations

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// The closest parent, grandparent, … of the given kind.
    private func nearestAncestor<Container: UIViewController>(of kind: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let found = current as? Container { return found }
            ancestor = current.parent
        }
        return nil
    }

    /// The running transition this controller takes part in, nil when nothing runs or the
    /// change was not animated (rows 8 and 14).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentationTransition ?? parent?.transitionCoordinator
    }

    /// Adds a child as custom containers do; like UIKit it calls `willMove(toParent:)` for you.
    open func addChild(_ child: UIViewController) {
        child.removeFromParentSilently()
        children.append(child)
        child.parent = self
        child.deliverWillMove(toParent: self)
    }

    /// Removes this controller from its parent; like UIKit it calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        deliverDidMove(toParent: nil)
    }

    // MARK: Simulator internals

    /// How the log names this controller.
    public var simulatorName: String {
        title ?? String(describing: type(of: self))
    }

    func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    func deliverWillMove(toParent parent: UIViewController?) {
        Simulator.shared.record(.lifecycle(controller: simulatorName, callback: .willMove(toParent: parent?.simulatorName)))
        willMove(toParent: parent)
    }

    func deliverDidMove(toParent parent: UIViewController?) {
        Simulator.shared.record(.lifecycle(controller: simulatorName, callback: .didMove(toParent: parent?.simulatorName)))
        didMove(toParent: parent)
    }

    /// The top of this controller's container hierarchy: where UIKit attaches a presentation
    /// made from any controller inside it.
    var containerRoot: UIViewController {
        var current = self
        while let next = current.parent { current = next }
        return current
    }

    /// The children that appear and disappear with this controller (overridden by containers).
    var appearanceChildren: [UIViewController] { children }

    /// A hook for containers that report appearance to a delegate (navigation controller, row 10).
    func afterForwardingAppearance(_ phase: AppearancePhase, animated: Bool) {}

    func clearTransitionFlags() {
        isMovingToParent = false
        isMovingFromParent = false
        isBeingPresented = false
        isBeingDismissed = false
    }
}
