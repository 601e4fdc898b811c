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
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Shown in the event log; the type name stands in when it is nil. Setting it also sets
    /// the title of the navigation item, as in UIKit (row 28).
    open var title: String? {
        didSet { navigationItemStorage?.title = title }
    }

    /// The container this controller is a child of. The simulator reads the stored link,
    /// never the (overridable) property, so an override cannot change what UIKit would do.
    weak var parentLink: UIViewController?
    var childList: [UIViewController] = []
    var viewLoaded = false
    var loadedView: UIView?
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    open var parent: UIViewController? { parentLink }
    open var children: [UIViewController] { childList }
    open var isViewLoaded: Bool { viewLoaded }

    /// Meaningful in `viewWillAppear`/`viewDidAppear` of a controller being added to a
    /// container (row 18).
    open var isMovingToParent: Bool { movingToParent }
    /// Meaningful in `viewWillDisappear`/`viewDidDisappear` of a controller being removed;
    /// stays true through a swipe-back that is later cancelled (rows 13 and 18).
    open var isMovingFromParent: Bool { movingFromParent }
    /// True in the appearance callbacks of a controller being presented modally (row 18).
    open var isBeingPresented: Bool { beingPresented }
    /// True in the disappearance callbacks of a controller being dismissed (row 18).
    open var isBeingDismissed: Bool { beingDismissed }

    /// The style `present` uses; `.automatic` resolves to a page sheet as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    // MARK: Tabs

    /// Created on first read, showing the controller's title at that moment, as in UIKit
    /// (UIKit reference, row 46). Assigning `title` later does not retitle an item that
    /// already exists (UIKit does; a simplification).
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    var tabBarItemStorage: UITabBarItem?

    /// State only: UIKit hides the tab bar while such a controller is in a tab's navigation
    /// stack, but documents no property that reports it, so the simulator changes nothing
    /// (row 49).
    open var hidesBottomBarWhenPushed = false

    /// When true a sheet refuses the swipe-down; its delegate hears only
    /// `presentationControllerDidAttemptToDismiss` (row 23).
    open var isModalInPresentation = false

    // MARK: Navigation item, transitions, sheets, popovers and appearance (UIKit reference, rows 28, 33–37)

    /// What the navigation bar shows while this controller is on top; made on first use with
    /// `title` as its title (row 28).
    open var navigationItem: UINavigationItem { existingOrNewNavigationItem() }

    /// Weak, as in UIKit. Kept as state only: the simulator runs no custom animation, so the
    /// delegate is never asked for animators or a presentation controller, and a presentation
    /// logs exactly what it logs without one (row 33).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The sheet controller when `modalPresentationStyle` is `.pageSheet`, `.formSheet` or
    /// `.automatic` (a page sheet here): the same object as `presentationController`, so a
    /// delegate set on either hears the swipe-down (row 34). Nil for other styles.
    open var sheetPresentationController: UISheetPresentationController? {
        existingOrNewPresentationController() as? UISheetPresentationController
    }

    /// The popover controller when `modalPresentationStyle` is `.popover`, else nil (row 35).
    open var popoverPresentationController: UIPopoverPresentationController? {
        existingOrNewPresentationController() as? UIPopoverPresentationController
    }

    /// Kept as state; nothing is drawn (row 37).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    var navigationItemStorage: UINavigationItem?

    var appearanceState = AppearanceState.disappeared
    /// Whether the manual appearance transition under way was begun animated.
    var manualAppearanceAnimated = false
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

    /// True by default: a custom container's children appear and disappear with it. A
    /// container that returns false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children itself (UIKit reference, row 50).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The root view, made on first access: reading it calls `loadView()` and then
    /// `viewDidLoad()`, as in UIKit, so code that touches `view` early loads it early (row 51).
    /// A view is only a place holder here: nothing is drawn.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it was loaded, without loading it.
    open var viewIfLoaded: UIView? { viewLoaded ? loadedView : nil }

    /// Makes the root view; an override assigns `view` itself, as in UIKit.
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Loads the view the first time only: `loadView()` unless a view was assigned, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard !viewLoaded else { return }
        viewLoaded = true
        if loadedView == nil { loadView() }
        Simulator.shared.record(.lifecycle(controller: simulatorName, callback: .viewDidLoad))
        viewDidLoad()
    }

    /// UIKit's manual appearance API for custom containers: begins an appearance or
    /// disappearance of this controller.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginManualAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance transition begun by `beginAppearanceTransition(_:animated:)`.
    open func endAppearanceTransition() {
        endManualAppearance()
    }

    // MARK: Relations

    /// The nearest navigation controller among the ancestors.
    open var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The nearest tab bar controller among the ancestors.
    open var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// The nearest split view controller among the ancestors (UIKit reference, row 40).
    open var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }

    /// The closest parent, grandparent, … of the given kind.
    private func nearestAncestor<Container: UIViewController>(of kind: Container.Type) -> Container? {
        var ancestor = parentLink
        while let current = ancestor {
            if let found = current as? Container { return found }
            ancestor = current.parentLink
        }
        return nil
    }

    /// The running transition this controller takes part in, nil when nothing runs or the
    /// change was not animated (rows 8 and 14).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentationTransition ?? parentLink?.transitionCoordinator
    }

    /// Adds a child as custom containers do; like UIKit it calls `willMove(toParent:)` for you.
    open func addChild(_ child: UIViewController) {
        child.removeFromParentSilently()
        childList.append(child)
        child.parentLink = self
        child.deliverWillMove(toParent: self)
    }

    /// Removes this controller from its parent; like UIKit it calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard parentLink != nil else { return }
        removeFromParentSilently()
        deliverDidMove(toParent: nil)
    }

    // MARK: Presentation, overridable as in UIKit (UIViewController+Presentation.swift)

    /// The controller this one's hierarchy presents, if any.
    open var presentedViewController: UIViewController? { containerRoot.presentedStorage }

    /// The controller that presented this one's hierarchy, if any.
    open var presentingViewController: UIViewController? { containerRoot.presentingStorage }

    /// Created on first use, so a delegate can be set before `present` (rows 22–24).
    open var presentationController: UIPresentationController? { existingOrNewPresentationController() }

    /// Presents `viewControllerToPresent` modally (row 19). While something is already
    /// presented, logs UIKit's warning and does nothing (row 20). `completion` runs after the
    /// presented controller's `viewDidAppear`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presents; called on the presented controller it is
    /// forwarded to its presenter; lower in a chain it dismisses everything above (row 21).
    /// No presentation-controller delegate method is called. `completion` runs after the
    /// presented controller's `viewDidDisappear`. With nothing to dismiss the call does
    /// nothing and `completion` does not run (**unconfirmed**).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// Shows `vc` in a primary context: the nearest ancestor that handles it does (a navigation
    /// controller pushes, a split view controller places a column); with none, it is presented
    /// modally from the top of this hierarchy (UIKit reference, row 44). Ancestors are parents
    /// only; whether UIKit also looks past a presentation is **unconfirmed**.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInContext(vc, action: .show, sender: sender)
    }

    /// Shows `vc` in a secondary context: the nearest split view controller among the ancestors
    /// does; with none, it is presented modally (row 44). A navigation controller does not
    /// handle it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showInContext(vc, action: .showDetail, sender: sender)
    }

    // MARK: Simulator internals

    /// How the log names this controller (public as `Simulator.shared.name(of:)`).
    var simulatorName: String {
        title ?? String(describing: type(of: self))
    }

    func removeFromParentSilently() {
        parentLink?.childList.removeAll { $0 === self }
        parentLink = nil
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
        while let next = current.parentLink { current = next }
        return current
    }

    /// The children that appear and disappear with this controller (overridden by containers):
    /// none when a custom container forwards appearance by hand (row 50).
    var appearanceChildren: [UIViewController] { shouldAutomaticallyForwardAppearanceMethods ? childList : [] }

    /// Whether this controller overrides `show` or `showDetailViewController` (UIKit finds that
    /// out at run time; containers here say so).
    func handles(_ action: ShowAction) -> Bool { false }

    /// A person resized the window: containers adapt (a split view collapses or expands), then
    /// pass it on to their children and to what they present.
    func applyHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        for child in childList { child.applyHorizontalSizeClass(sizeClass) }
        presentedStorage?.applyHorizontalSizeClass(sizeClass)
    }

    /// A hook for containers that report appearance to a delegate (navigation controller, row 10).
    func afterForwardingAppearance(_ phase: AppearancePhase, animated: Bool) {}

    func clearTransitionFlags() {
        movingToParent = false
        movingFromParent = false
        beingPresented = false
        beingDismissed = false
    }
}
