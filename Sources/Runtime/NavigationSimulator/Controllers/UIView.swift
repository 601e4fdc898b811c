import Foundation

/// Stands in for UIKit's view only as far as windows need it: there is no drawing and no
/// hierarchy, and the frame is kept but never used. `accessibilityIdentifier` is UIKit's real
/// property; the event log uses it to name a window.
@preconcurrency @MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    /// Names the view in the event log (and, on a device, in UI tests).
    open var accessibilityIdentifier: String?
    /// A plain view only keeps the flag; a window shows or hides its root controller.
    open var isHidden = false
    /// Kept as state; nothing is drawn (UIKit reference, row 37). Apps often set it on the window.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }
}
