import Foundation

/// Something a popover can point at (iOS 16+): a bar button item or a view.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

/// The presentation controller of a `.popover` presentation: `popoverPresentationController`
/// and `presentationController` are this same object (UIKit reference, row 35).
///
/// The simulator behaves as an iPhone, where a popover is shown as a form sheet (iOS 13 and
/// later): a person can swipe it down, and the presenter stays on screen. The anchor
/// (`sourceView`, `sourceRect`, `barButtonItem`, `sourceItem`) is kept as state. On an iPad,
/// presenting a popover without an anchor raises; the simulator does not check it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    /// Deprecated in iOS 16 in favour of `sourceItem`, still widely used.
    open var barButtonItem: UIBarButtonItem?
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
}

/// The popover's delegate: the adaptive-presentation delegate plus popover callbacks, which the
/// simulator never makes (it shows popovers as sheets).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
