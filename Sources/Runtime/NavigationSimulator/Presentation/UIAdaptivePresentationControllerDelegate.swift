import Foundation

/// Hears about a person's swipe-down on a sheet, and only that (UIKit reference, rows 21–24):
/// `presentationControllerShouldDismiss` → `presentationControllerWillDismiss` →
/// `presentationControllerDidDismiss` when it completes; `DidAttemptToDismiss` instead
/// when `isModalInPresentation` is true or `ShouldDismiss` returns false; only `WillDismiss`
/// when the person lets go and the sheet springs back. All methods are optional.
///
/// As in UIKit the protocol refines `NSObjectProtocol`, so a conformer subclasses `NSObject`
/// and a listing compiles unchanged on iOS. One difference remains: Swift on Linux has no
/// `@objc optional`, so the optional methods are defaults in a protocol extension. A subclass
/// therefore cannot add a method its superclass left to the default (the default is called);
/// in UIKit the subclass's method would be. Implement every method you need in the class that
/// declares the conformance.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
