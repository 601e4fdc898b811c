/// Stands in for UIKit's view only as far as windows need it: there is no drawing, no frame
/// and no hierarchy. `accessibilityIdentifier` is UIKit's real property; the event log uses it
/// to name a window.
@MainActor
open class UIView: UIResponder {
    /// Names the view in the event log (and, on a device, in UI tests).
    open var accessibilityIdentifier: String?
}
