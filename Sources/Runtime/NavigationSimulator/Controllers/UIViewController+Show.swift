/// `show(_:sender:)` and `showDetailViewController(_:sender:)` as UIKit routes them (UIKit
/// reference, row 44): `targetViewController(forAction:sender:)` finds the nearest ancestor that
/// overrides the method, and without one the controller is presented modally.
enum ShowAction {
    case show, showDetail
}

extension UIViewController {
    /// The nearest ancestor that handles `action`, as `targetViewController(forAction:sender:)`
    /// would find it.
    func targetViewController(for action: ShowAction) -> UIViewController? {
        var candidate = parentLink
        while let current = candidate {
            if current.handles(action) { return current }
            candidate = current.parentLink
        }
        return nil
    }

    func showInContext(_ controller: UIViewController, action: ShowAction, sender: Any?) {
        switch (targetViewController(for: action), action) {
        case let (target?, .show): target.show(controller, sender: sender)
        case let (target?, .showDetail): target.showDetailViewController(controller, sender: sender)
        case (nil, _): containerRoot.present(controller, animated: true)
        }
    }
}
