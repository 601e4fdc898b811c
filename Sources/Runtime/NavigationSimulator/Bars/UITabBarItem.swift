import Foundation

/// The item that stands for a view controller in a tab bar (UIKit reference, row 46). Kept as
/// state: the simulator reads none of it, and a person's tap names its tab by index
/// (`User.tapTab(at:in:)`).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's built-in items, which bring their own title and image.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts
        case history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image shown while the tab is selected; nil means `image` is used.
    open var selectedImage: UIImage?
    /// The text of the badge on the tab, e.g. an unread count; nil hides the badge.
    open var badgeValue: String?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item's title and image come from UIKit, so `title` and `image` stay nil here;
    /// what UIKit reports for them is **unconfirmed**.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
