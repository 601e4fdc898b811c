import Foundation

/// UIKit's closure-based action (iOS 13+), the way bar button items run code without
/// `#selector`: `UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in … })`.
/// `User.tap(_:)` runs the handler of a tapped item's primary action (UIKit reference, row 32).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Names an action, for example to find it again in a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The object the handler runs for, such as the tapped bar button item; nil outside a handler.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Runs the handler as UIKit does for a tap: with `sender` set while it runs, logged as
    /// `action: <name>` first. A `.disabled` action does not run.
    func perform(sender: Any?, name: String) {
        guard !attributes.contains(.disabled) else { return }
        Simulator.shared.record(.action(name))
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
