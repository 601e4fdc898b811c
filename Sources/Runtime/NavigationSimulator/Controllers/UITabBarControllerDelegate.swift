import Foundation

/// Hears a person's tab taps, and only those (UIKit reference, row 25): setting
/// `selectedIndex` or `selectedViewController` in code calls neither method. Both are
/// optional; `shouldSelect` defaults to true.
///
/// As in UIKit the protocol refines `NSObjectProtocol`, so a conformer subclasses `NSObject`
/// and a listing compiles unchanged on iOS. One difference remains: Swift on Linux has no
/// `@objc optional`, so the optional methods are defaults in a protocol extension. A subclass
/// therefore cannot add a method its superclass left to the default (the default is called);
/// in UIKit the subclass's method would be. Implement every method you need in the class that
/// declares the conformance.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
