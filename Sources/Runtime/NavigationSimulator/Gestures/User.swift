/// What a person does, kept apart from what code calls. A lesson reads
/// `User.tapBackButton(in: nav)` and knows no code of the app asked for that pop.
/// Every gesture is logged as `user: …` before its effects.
///
/// Gestures that start an animation leave it in flight: call `Simulator.shared.settle()`.
/// Implements the person's side of rows 5 (Back), 11–13 (swipe back, completed or cancelled;
/// row 13 is **unconfirmed** on current iOS), 22–24 (sheet swipe-down) and 25 and 45 (tab taps), plus
/// the Back/swipe of row 26 on `ObservableNavigationPath` and on a path kept in a property of
/// the app's own (`NavigationStackGestures.swift`).
@MainActor
public enum User {
    /// The back button pops with a non-interactive transition, like `popViewController(animated: true)`
    /// (UIKit reference, row 5). Does nothing with only the root left (there is no button).
    @discardableResult
    public static func tapBackButton(in navigationController: UINavigationController) -> UIViewController? {
        Simulator.shared.record(.userGesture("tapBackButton(\(navigationController.simulatorName))"))
        guard navigationController.viewControllers.count > 1 else { return nil }
        return navigationController.popViewController(animated: true)
    }

    /// Puts a finger on the left edge and starts dragging (row 11). Returns nil when the stack
    /// is off screen or a transition is already running, and when the swipe-back recognizer
    /// does not begin: disabled, or its delegate says no — UIKit's own delegate does with only
    /// the root left, a hidden bar or a custom back button (rows 29–31, `interactivePopGestureRecognizer`).
    public static func beginSwipeBack(in navigationController: UINavigationController) -> InteractiveGesture? {
        let name = "swipeBack(\(navigationController.simulatorName))"
        Simulator.shared.record(.userGesture("begin \(name)"))
        guard navigationController.popGestureMayBegin(),
              let transition = navigationController.beginInteractivePop()
        else { return nil }
        let recognizer = navigationController.popGestureRecognizer
        recognizer.state = .began
        return InteractiveGesture(name: name, transition: transition, onEnd: { recognizer.state = .possible })
    }

    /// A whole, completed swipe-back: begin then finish (row 12).
    public static func swipeBack(in navigationController: UINavigationController) {
        beginSwipeBack(in: navigationController)?.finish()
    }

    /// Starts dragging a sheet down (rows 22–24). The presentation controller's delegate is
    /// asked first: with `isModalInPresentation` (on the presented controller or the top of
    /// a presented navigation controller) or a `false` from `presentationControllerShouldDismiss`
    /// it only hears `presentationControllerDidAttemptToDismiss` and nil is returned.
    /// Otherwise `presentationControllerWillDismiss` fires now and
    /// `presentationControllerDidDismiss` after a finished gesture settles.
    /// A full-screen presentation cannot be swiped down (nil).
    public static func beginSheetSwipeDown(on controller: UIViewController) -> InteractiveGesture? {
        let presented = controller.containerRoot
        let name = "sheetSwipeDown(\(presented.simulatorName))"
        Simulator.shared.record(.userGesture("begin \(name)"))
        guard let presenter = presented.presentingStorage, presented.modalPresentationStyle.isSheet,
              presenter.presentationTransition == nil,
              let presentationController = presented.presentationController
        else { return nil }
        let presentedName = presented.simulatorName

        if refusesSwipeDown(presented) || !askShouldDismiss(presentationController, presentedName) {
            if let delegate = presentationController.delegate {
                Simulator.shared.record(.presentationDelegate(presented: presentedName, callback: .didAttemptToDismiss))
                delegate.presentationControllerDidAttemptToDismiss(presentationController)
            }
            return nil
        }
        if let delegate = presentationController.delegate {
            Simulator.shared.record(.presentationDelegate(presented: presentedName, callback: .willDismiss))
            delegate.presentationControllerWillDismiss(presentationController)
        }
        let transition = presenter.dismissPresented(animated: true, interactive: true, afterDismissal: {
            guard let delegate = presentationController.delegate else { return }
            Simulator.shared.record(.presentationDelegate(presented: presentedName, callback: .didDismiss))
            delegate.presentationControllerDidDismiss(presentationController)
        })
        return transition.map { InteractiveGesture(name: name, transition: $0) }
    }

    /// A whole, completed swipe-down: begin then finish (row 22).
    public static func swipeDownSheet(_ controller: UIViewController) {
        beginSheetSwipeDown(on: controller)?.finish()
    }

    /// Taps tab `index` (row 25): `shouldSelect` → (if true) select → `didSelect`, also when
    /// the tab is already selected. Re-tapping a selected navigation controller pops it to
    /// its root with animation between the two delegate calls (row 45); a `false` from
    /// `shouldSelect` prevents that pop too.
    public static func tapTab(at index: Int, in tabBarController: UITabBarController) {
        Simulator.shared.record(.userGesture("tapTab(\(index), \(tabBarController.simulatorName))"))
        guard let tabs = tabBarController.viewControllers, tabs.indices.contains(index) else { return }
        let tab = tabs[index]
        let delegate = tabBarController.delegate
        if let delegate {
            let answer = delegate.tabBarController(tabBarController, shouldSelect: tab)
            Simulator.shared.record(.tabBarDelegate(
                tabBar: tabBarController.simulatorName, callback: .shouldSelect(tab.simulatorName, answer: answer)))
            guard answer else { return }
        }
        if index == tabBarController.selectedIndex {
            (tab as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            tabBarController.select(index: index)
        }
        if let delegate {
            Simulator.shared.record(.tabBarDelegate(tabBar: tabBarController.simulatorName, callback: .didSelect(tab.simulatorName)))
            delegate.tabBarController(tabBarController, didSelect: tab)
        }
    }

    private static func refusesSwipeDown(_ presented: UIViewController) -> Bool {
        if presented.isModalInPresentation { return true }
        return (presented as? UINavigationController)?.topViewController?.isModalInPresentation ?? false
    }

    /// Asks the delegate, logging its answer after it returns; true without a delegate.
    private static func askShouldDismiss(_ presentationController: UIPresentationController, _ name: String) -> Bool {
        guard let delegate = presentationController.delegate else { return true }
        let answer = delegate.presentationControllerShouldDismiss(presentationController)
        Simulator.shared.record(.presentationDelegate(presented: name, callback: .shouldDismiss(answer: answer)))
        return answer
    }
}
