import Foundation

/// A menu of actions, as a bar button item's `menu`. The simulator never shows it: a tap on an
/// item that has a menu and no primary action opens the menu in UIKit and runs nothing, and so
/// it does here (UIKit reference, row 32).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu lays out its children.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }
}
