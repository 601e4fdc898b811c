import Foundation

/// Hears a column-style split view controller collapse and expand (UIKit reference, rows 41
/// and 42). Every method is optional, as in UIKit; the defaults accept the proposals.
///
/// Order on collapse: `topColumnForCollapsingToProposedTopColumn` (while `isCollapsed` is still
/// false), the columns move and appear or disappear, `isCollapsed` becomes true, then
/// `splitViewControllerDidCollapse`. Expanding mirrors it with
/// `displayModeForExpandingToProposedDisplayMode` and `splitViewControllerDidExpand`.
///
/// `splitViewController(_:willShow:)` and `splitViewController(_:willHide:)` exist so code
/// written for UIKit compiles, but the simulator never calls them: Apple's pages disagree on
/// whether `show(_:)`/`hide(_:)` trigger them (**unconfirmed**).
///
/// As in UIKit the protocol refines `NSObjectProtocol`. Swift on Linux has no `@objc optional`,
/// so the optional methods are defaults in a protocol extension: implement every method you
/// need in the class that declares the conformance (see `UINavigationControllerDelegate`).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }

    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
