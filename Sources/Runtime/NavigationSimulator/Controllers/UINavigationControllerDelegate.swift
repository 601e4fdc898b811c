import Foundation

/// Hears which controller a navigation controller is about to show and has shown
/// (UIKit reference, rows 1, 4, 7, 8, 10–13 and 17). Both methods are optional, as in UIKit.
///
/// `didShow` is the safe place to learn that a controller was popped: it is not called for a
/// cancelled swipe-back (row 13, **unconfirmed** on current iOS). `willShow` is called as
/// soon as a swipe begins, even when it is then cancelled.
///
/// As in UIKit the protocol refines `NSObjectProtocol`, so a conformer subclasses `NSObject`
/// and a listing compiles unchanged on iOS. One difference remains: Swift on Linux has no
/// `@objc optional`, so the optional methods are defaults in a protocol extension. A subclass
/// therefore cannot add a method its superclass left to the default (the default is called);
/// in UIKit the subclass's method would be. Implement every method you need in the class that
/// declares the conformance.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
}
