/// Hears about a person's swipe-down on a sheet, and only that (UIKit reference, rows 21–24):
/// `presentationControllerShouldDismiss` → `presentationControllerWillDismiss` →
/// `presentationControllerDidDismiss` when it completes; `DidAttemptToDismiss` instead
/// when `isModalInPresentation` is true or `ShouldDismiss` returns false; only `WillDismiss`
/// when the person lets go and the sheet springs back. All methods are optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
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
