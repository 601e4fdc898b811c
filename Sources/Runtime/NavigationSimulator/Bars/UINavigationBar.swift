import Foundation

/// The bar a navigation controller shows above its stack. Nothing is drawn: the bar carries
/// the state navigation code sets and reads (UIKit reference, rows 27 and 28).
///
/// Hide or show it through the navigation controller (`setNavigationBarHidden(_:animated:)`),
/// as Apple asks; setting the bar's own `isHidden` only changes the bar's flag, and the
/// controller's `isNavigationBarHidden` (which the swipe-back looks at, row 30) stays as it was.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The navigation controller that manages this bar, if any.
    weak var managingController: UINavigationController?

    /// Whether titles are shown large when the top item's `largeTitleDisplayMode` allows it.
    open var prefersLargeTitles = false

    /// Kept only; nothing is drawn.
    open var isTranslucent = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The navigation item of the top controller of the managing navigation controller (row 28).
    open var topItem: UINavigationItem? {
        managingController?.stack.last?.navigationItem
    }

    /// The navigation item just below the top one, whose back button the bar shows (row 28).
    open var backItem: UINavigationItem? {
        guard let stack = managingController?.stack, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }
}
