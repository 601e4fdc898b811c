/// A minimal stand-in for the array bound to SwiftUI's `NavigationStack(path:)` (UIKit
/// reference, row 26): a person's back tap or swipe removes trailing elements, and the only
/// way a router learns of it is by observing the path. There is no SwiftUI here; this type
/// only models that data flow. Cancelled swipes and appearance callbacks are not modelled.
@MainActor
public final class ObservableNavigationPath<Element: Hashable> {
    /// Names the path in the event log.
    public let name: String
    public private(set) var elements: [Element] = []
    private var observers: [([Element]) -> Void] = []

    public init(name: String = "path", _ elements: [Element] = []) {
        self.name = name
        self.elements = elements
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `observer` with the new elements after every change, whoever made it.
    public func observe(_ observer: @escaping ([Element]) -> Void) {
        observers.append(observer)
    }

    /// Code pushes a screen.
    public func append(_ element: Element) {
        replace(with: elements + [element])
    }

    /// Code (or a person, through `User`) pops `count` screens.
    public func removeLast(_ count: Int = 1) {
        replace(with: Array(elements.dropLast(count)))
    }

    func replace(with newElements: [Element]) {
        guard newElements != elements else { return }
        elements = newElements
        let rendered = elements.map { String(describing: $0) }.joined(separator: ", ")
        Simulator.shared.record(.stateChange(subject: name, property: "elements", value: "[\(rendered)]"))
        for observer in observers { observer(elements) }
    }
}

extension User {
    /// The back button of a SwiftUI navigation stack: the path loses its last element (row 26).
    public static func tapBackButton<Element>(in path: ObservableNavigationPath<Element>) {
        Simulator.shared.record(.userGesture("tapBackButton(\(path.name))"))
        path.removeLast()
    }

    /// A completed swipe-back in a SwiftUI navigation stack: same effect as the back button (row 26).
    public static func swipeBack<Element>(in path: ObservableNavigationPath<Element>) {
        Simulator.shared.record(.userGesture("swipeBack(\(path.name))"))
        path.removeLast()
    }
}
