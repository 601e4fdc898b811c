import Foundation

/// Stands in for the private object UIKit installs as `interactivePopGestureRecognizer.delegate`.
/// An app can read it (proxies keep it to restore later) but not name its type. It lets the
/// swipe-back begin only when there is something to go back to, no transition runs, the bar is
/// shown and the top item keeps the system back button (UIKit reference, row 30; all but the
/// first two conditions are **unconfirmed**, reported by developers since iOS 7).
@MainActor
final class SystemPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let nav = navigationController
        guard nav.stack.count > 1, nav.activeTransition == nil, !nav.navigationBarHiddenState else { return false }
        guard let item = nav.stack.last?.navigationItemStorage else { return true }
        return !item.hidesBackButton && (item.leftBarButtonItems ?? []).isEmpty
    }
}
