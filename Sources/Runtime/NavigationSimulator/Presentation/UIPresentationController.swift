import Foundation

/// Manages one modal presentation and carries the delegate that hears about the person's
/// swipe-down (UIKit reference, rows 21–24). As in UIKit, every controller has one before
/// it is presented, so `controller.presentationController?.delegate = coordinator` works
/// before `present`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    private unowned let presented: UIViewController
    /// The controller that presents; nil until the presentation happens.
    weak var presentingLink: UIViewController?

    open var presentedViewController: UIViewController { presented }

    /// The controller that presents. Non-optional as in UIKit; read before the presentation
    /// happens (which UIKit leaves undefined) it is the presented controller itself.
    open var presentingViewController: UIViewController { presentingLink ?? presented }

    /// Weak, as in UIKit. Only a person's swipe-down reaches it; a programmatic `dismiss`
    /// never does (row 21).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presented = presentedViewController
        self.presentingLink = presentingViewController
        super.init()
    }
}
