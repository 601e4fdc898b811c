/// The window whose root controller is on screen. Making it key and visible shows the root
/// (which, for a navigation controller, reports its root to the delegate, UIKit reference,
/// row 10); replacing the root while visible moves appearance from the old to the new one.
///
/// Replacing the root does **not** dismiss what the old root presents: the presented
/// controllers stay attached to (and owned by) the old root, which is why "logout while a
/// modal is up" must dismiss first. That nothing else happens to them is **unconfirmed**.
/// There is no rendering, no screen and no window scene.
@MainActor
open class UIWindow: UIView {
    public private(set) var isKeyWindow = false
    public private(set) var isHidden = true
    private var root: UIViewController?

    public override init() {}

    /// The window's name in the event log: its `accessibilityIdentifier`, or "window".
    var simulatorName: String { accessibilityIdentifier ?? "window" }

    open var rootViewController: UIViewController? {
        get { root }
        set { replaceRoot(with: newValue) }
    }

    /// Shows the window and its root controller, without animation.
    open func makeKeyAndVisible() {
        guard isHidden else { return }
        isHidden = false
        isKeyWindow = true
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "isKeyWindow", value: "true"))
        root?.deliver(.willAppear, animated: false)
        root?.deliver(.didAppear, animated: false)
    }

    private func replaceRoot(with newRoot: UIViewController?) {
        guard newRoot !== root else { return }
        let oldRoot = root
        root = newRoot
        Simulator.shared.record(.stateChange(
            subject: simulatorName, property: "rootViewController", value: newRoot?.simulatorName ?? "nil"))
        guard !isHidden else { return }
        oldRoot?.deliver(.willDisappear, animated: false)
        newRoot?.deliver(.willAppear, animated: false)
        oldRoot?.deliver(.didDisappear, animated: false)
        newRoot?.deliver(.didAppear, animated: false)
    }
}
