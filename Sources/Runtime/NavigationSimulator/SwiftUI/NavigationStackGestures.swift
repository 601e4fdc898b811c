/// The person's side of a SwiftUI `NavigationStack(path: $router.path)` and of a
/// `.sheet(item: $router.sheet)`, for app code that keeps its path in a property of its own (for
/// example an `@Observable` router) instead of in an `ObservableNavigationPath`.
///
/// There is no SwiftUI here. These gestures only model the data flow the UIKit reference gives
/// in row 26: a back tap or a completed swipe-back makes the stack write a shorter array through
/// its binding, and no callback says "popped", so the owner of the property learns of the pop
/// only by observing it (a `didSet`, or Observation). Each gesture is logged as `user: …` and
/// then makes exactly one write through the key path, as a `Binding`'s setter would: one `didSet`,
/// one change for Observation. Not modelled: cancelled swipes (they write nothing), the back
/// button's long-press menu, `interactiveDismissDisabled`, and any appearance callbacks.
extension User {
    /// The back button of a SwiftUI navigation stack bound to `root[keyPath: path]`: the array
    /// loses its last element in one write (UIKit reference, row 26). With an empty path the
    /// root screen shows no back button, so only the gesture is logged and nothing is written.
    /// `name` names the path in the log: `user: tapBackButton(path)`.
    public static func tapBackButton<Root: AnyObject, Element>(
        in root: Root, path: ReferenceWritableKeyPath<Root, [Element]>, named name: String = "path"
    ) {
        Simulator.shared.record(.userGesture("tapBackButton(\(name))"))
        popLast(of: root, path: path)
    }

    /// A completed edge swipe-back in a SwiftUI navigation stack: the same single write as the
    /// back button (UIKit reference, row 26); nothing happens on an empty path.
    public static func swipeBack<Root: AnyObject, Element>(
        in root: Root, path: ReferenceWritableKeyPath<Root, [Element]>, named name: String = "path"
    ) {
        Simulator.shared.record(.userGesture("swipeBack(\(name))"))
        popLast(of: root, path: path)
    }

    /// A completed swipe-down of a sheet shown with `.sheet(item:)`: SwiftUI keeps the bound
    /// optional in step with the screen by writing `nil` through the binding, once. The reference
    /// has no row for SwiftUI sheets; this follows the same data flow as row 26 (the owner learns
    /// of the dismissal only by observing the property). Nothing is written when no sheet is up.
    public static func swipeDownSheet<Root: AnyObject, Item>(
        in root: Root, item: ReferenceWritableKeyPath<Root, Item?>, named name: String = "sheet"
    ) {
        Simulator.shared.record(.userGesture("swipeDownSheet(\(name))"))
        guard root[keyPath: item] != nil else { return }
        root[keyPath: item] = nil
    }

    /// One read, one write of the whole array, like `Binding.wrappedValue`'s setter.
    private static func popLast<Root: AnyObject, Element>(
        of root: Root, path: ReferenceWritableKeyPath<Root, [Element]>
    ) {
        let elements = root[keyPath: path]
        guard !elements.isEmpty else { return }
        root[keyPath: path] = Array(elements.dropLast())
    }
}
