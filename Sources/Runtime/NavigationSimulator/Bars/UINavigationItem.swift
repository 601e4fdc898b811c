import Foundation

/// What the navigation bar shows while its controller is on top: title, bar button items, and
/// the back button (UIKit reference, row 28). Every controller has one, made on first use of
/// `navigationItem`; setting the controller's `title` also sets the item's title.
///
/// A custom left item or `hidesBackButton` also turns off UIKit's own swipe-back unless the app
/// takes over the recognizer's delegate (row 30, **unconfirmed**).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the bar shows this item's title when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }

    open var title: String?
    /// The back button's title shown when *this* item is below the top; nil uses the title.
    open var backButtonTitle: String?
    /// The item shown as the back button when this item is below the top (row 28).
    open var backBarButtonItem: UIBarButtonItem?
    /// Hides the back button while this item is on top.
    open var hidesBackButton = false
    /// Whether left items appear next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The items on the left, leading first; a non-empty list replaces the back button.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The first of `leftBarButtonItems`; setting it replaces the list with this one item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it replaces the list with this one item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}
