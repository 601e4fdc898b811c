import Foundation

/// A scene that shows windows. A window joins it through `UIWindow(windowScene:)` or by
/// setting the window's `windowScene`; `windows` lists them. The scene does not keep its
/// windows alive — the scene delegate's `window` property does, as in UIKit (UIKit reference,
/// row 39).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowLinks: [WeakWindow] = []

    /// The scene's windows still alive, in the order they joined.
    open var windows: [UIWindow] { windowLinks.compactMap(\.window) }

    /// The scene's key window, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func attach(_ window: UIWindow) {
        windowLinks.removeAll { $0.window == nil || $0.window === window }
        windowLinks.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        windowLinks.removeAll { $0.window == nil || $0.window === window }
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
