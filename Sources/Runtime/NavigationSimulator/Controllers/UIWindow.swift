/// The window whose root controller is on screen. Making it key and visible shows the root
/// (which, for a navigation controller, reports its root to the delegate, UIKit reference,
/// row 10); replacing the root while visible moves appearance from the old to the new one.
///
/// Replacing the root does **not** dismiss what the old root presents: the presented
/// controllers stay attached to (and owned by) the old root, which is why "logout while a
/// modal is up" must dismiss first. That nothing else happens to them is **unconfirmed**.
/// There is no rendering and no screen. Hiding a visible window makes its root disappear,
/// and showing it again makes the root appear (**unconfirmed**: UIKit documents neither).
@preconcurrency @MainActor
open class UIWindow: UIView {
    private var key = false
    private var hidden = true
    private var root: UIViewController?
    /// Regular until a person resizes the window (`User.changeHorizontalSizeClass(to:of:)`).
    var horizontalSizeClass = UIUserInterfaceSizeClass.regular

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window in `windowScene`, listed in the scene's `windows` (UIKit reference, row 39).
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        self.windowScene = windowScene
        windowScene.attach(self)  // observers do not run in an initializer
    }

    /// Weak, as in UIKit; setting it moves the window from its old scene's `windows` to the new one's.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    open var isKeyWindow: Bool { key }

    /// Windows start hidden, as in UIKit. Setting false shows the root without making the
    /// window key; `makeKeyAndVisible()` does both.
    open override var isHidden: Bool {
        get { hidden }
        set { setHidden(newValue) }
    }

    /// The window's name in the event log: its `accessibilityIdentifier`, or "window".
    var simulatorName: String { accessibilityIdentifier ?? "window" }

    open var rootViewController: UIViewController? {
        get { root }
        set { replaceRoot(with: newValue) }
    }

    /// Shows the window and its root controller, without animation.
    open func makeKeyAndVisible() {
        if !key {
            key = true
            Simulator.shared.record(.stateChange(subject: simulatorName, property: "isKeyWindow", value: "true"))
        }
        setHidden(false)
    }

    /// A person resized the window: the root's hierarchy adapts (rows 41 and 42).
    func changeHorizontalSizeClass(to sizeClass: UIUserInterfaceSizeClass) {
        guard sizeClass != horizontalSizeClass else { return }
        horizontalSizeClass = sizeClass
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "horizontalSizeClass", value: "\(sizeClass)"))
        root?.applyHorizontalSizeClass(sizeClass)
    }

    private func setHidden(_ newValue: Bool) {
        guard newValue != hidden else { return }
        hidden = newValue
        if newValue {
            key = false
            Simulator.shared.record(.stateChange(subject: simulatorName, property: "isHidden", value: "true"))
            root?.deliver(.willDisappear, animated: false)
            root?.deliver(.didDisappear, animated: false)
        } else {
            root?.deliver(.willAppear, animated: false)
            root?.deliver(.didAppear, animated: false)
        }
    }

    private func replaceRoot(with newRoot: UIViewController?) {
        guard newRoot !== root else { return }
        let oldRoot = root
        root = newRoot
        newRoot?.applyHorizontalSizeClass(horizontalSizeClass)
        Simulator.shared.record(.stateChange(
            subject: simulatorName, property: "rootViewController", value: newRoot?.simulatorName ?? "nil"))
        guard !hidden else { return }
        oldRoot?.deliver(.willDisappear, animated: false)
        newRoot?.deliver(.willAppear, animated: false)
        oldRoot?.deliver(.didDisappear, animated: false)
        newRoot?.deliver(.didAppear, animated: false)
    }
}
