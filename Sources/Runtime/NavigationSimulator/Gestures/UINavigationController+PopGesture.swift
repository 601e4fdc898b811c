/// How a person's swipe-back is allowed to start: the recognizer is asked as in UIKit
/// (UIKit reference, rows 29–31).
extension UINavigationController {
    /// The log's name for the swipe-back recognizer, e.g. `nav.interactivePopGestureRecognizer`.
    var popGestureName: String { "\(simulatorName).interactivePopGestureRecognizer" }

    /// Whether a swipe-back may begin now. Off screen or during a transition there is nothing
    /// to swipe. Otherwise: a disabled recognizer never begins (row 29); its delegate, if any,
    /// is asked `gestureRecognizerShouldBegin` (rows 29–30; an app's answer is logged); with
    /// only the root left, an app's delegate that said yes gets a simulator warning instead of
    /// UIKit's reported freeze (row 31).
    func popGestureMayBegin() -> Bool {
        guard isOnScreen, activeTransition == nil else { return false }
        let recognizer = popGestureRecognizer
        guard recognizer.isEnabled else { return false }
        if let delegate = recognizer.delegate {
            let answer = delegate.gestureRecognizerShouldBegin(recognizer)
            if !(delegate is SystemPopGestureDelegate) {
                Simulator.shared.record(.gestureRecognizerDelegate(recognizer: popGestureName, shouldBegin: answer))
            }
            guard answer else { return false }
        }
        guard stack.count > 1 else {
            Simulator.shared.record(.simulatorWarning(
                "swipe-back began on the root of \(simulatorName); UIKit is reported to freeze the navigation "
                    + "controller here, the simulator does nothing (make gestureRecognizerShouldBegin return "
                    + "viewControllers.count > 1)"))
            return false
        }
        return true
    }
}
