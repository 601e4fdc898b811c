/// Which presentation controller class a style gets (UIKit reference, rows 34 and 35): a
/// sheet controller for the sheet styles, a popover controller for `.popover`, the plain one
/// otherwise.
///
/// The controller is made on first use. If the style changes to one of another kind before
/// the presentation, the next use makes a new controller of the right class and moves the
/// delegate over (a simulator choice; what UIKit does then is **unconfirmed**).
enum PresentationKind {
    case plain, sheet, popover

    @MainActor
    func makeController(presented: UIViewController, presenting: UIViewController?) -> UIPresentationController {
        switch self {
        case .plain: UIPresentationController(presentedViewController: presented, presenting: presenting)
        case .sheet: UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover: UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

extension UIModalPresentationStyle {
    /// `.automatic` is a page sheet here, as for ordinary controllers on iOS 13 and later.
    var presentationKind: PresentationKind {
        switch self {
        case .pageSheet, .formSheet, .automatic: .sheet
        case .popover: .popover
        default: .plain
        }
    }
}

extension UIPresentationController {
    var kind: PresentationKind {
        switch self {
        case is UISheetPresentationController: .sheet
        case is UIPopoverPresentationController: .popover
        default: .plain
        }
    }
}
