import Foundation

/// UIKit's common ancestor of tab bar items (and bar button items): a title, an image and a
/// tag, kept as state. Nothing is drawn.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    /// A number the app chooses to tell its items apart; UIKit never reads it.
    open var tag = 0
    /// A disabled item ignores taps (UIKit reference, row 32).
    open var isEnabled = true

    public override init() {
        super.init()
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }
}
