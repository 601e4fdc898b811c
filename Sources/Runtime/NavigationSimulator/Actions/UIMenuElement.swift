import Foundation

/// The common ancestor of `UIAction` and `UIMenu`, with the attribute and state types their
/// initializers take (UIKit reference, row 32).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How a menu element looks and behaves; `.disabled` stops a tap from running an action.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check mark next to a menu element.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    open var title: String
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }
}
