import Foundation

/// Manages one modal presentation and carries the delegate that hears about the person's
/// swipe-down (UIKit reference, rows 21–24). As in UIKit, every controller has one before
/// it is presented, so `controller.presentationController?.delegate = coordinator` works
/// before `present`.
@MainActor
open class UIPresentationController: NSObject {
    public private(set) unowned var presentedViewController: UIViewController
    /// The controller that presents; nil until the presentation happens.
    public internal(set) weak var presentingViewController: UIViewController?

    /// Weak, as in UIKit. Only a person's swipe-down reaches it; a programmatic `dismiss`
    /// never does (row 21).
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}
