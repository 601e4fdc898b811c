/// Hears which controller a navigation controller is about to show and has shown
/// (UIKit reference, rows 1, 4, 7, 8, 10–13 and 17). Both methods are optional, as in UIKit.
///
/// `didShow` is the safe place to learn that a controller was popped: it is not called for a
/// cancelled swipe-back (row 13, **unconfirmed** on current iOS). `willShow` is called as
/// soon as a swipe begins, even when it is then cancelled.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
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
