import Foundation

/// A button in a navigation bar or toolbar, built the closure way (iOS 14+): a tap runs its
/// `primaryAction` (UIKit reference, row 32; the person's tap is `User.tap(_:)`).
///
/// UIKit's target–action initializers (`init(barButtonSystemItem:target:action:)`,
/// `init(title:style:target:action:)`) take an Objective-C `#selector`, which Swift on Linux
/// cannot form, so they are missing; use `primaryAction` instead. Unlike UIKit, the item keeps
/// the `UIAction` it is given rather than a copy.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {
    /// How the item is drawn: plain, or bold for the confirming action.
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// The system item it was made from, if any; it names the item in the log.
    let systemItem: SystemItem?

    open var style = Style.plain
    /// Shown by a tap when there is no primary action.
    open var menu: UIMenu?

    /// Run by a tap. Setting it takes the action's title and image, except on a system item.
    open var primaryAction: UIAction? {
        didSet { adoptTitleAndImage() }
    }

    public override init() {
        systemItem = nil
        super.init()
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }

    init(system: SystemItem?) {
        self.systemItem = system
        super.init()
    }

    /// A system item (Done, Cancel, Close, Add, …); the action's title and image are not used.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(system: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A plain item; a primary action's title and image take precedence over `title` and `image`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(system: nil)
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptTitleAndImage()  // observers do not run in an initializer
    }

    private func adoptTitleAndImage() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }

    /// The item's name in the log: its title, else its system item, else its image's name.
    var simulatorName: String {
        if let title, !title.isEmpty { return title }
        if let systemItem { return "\(systemItem)" }
        return image?.name ?? "UIBarButtonItem"
    }
}
