import Foundation

/// Hears about a scene's life. At launch the system calls `scene(_:willConnectTo:options:)`,
/// then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`; that is where an app
/// makes its window and starts its first coordinator (UIKit reference, row 39). Every call is
/// logged, e.g. `scene.delegate.sceneDidBecomeActive`.
///
/// All methods are optional: defaults in a protocol extension, as with the other delegates.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A scene delegate for a window scene: it keeps the scene's main window in `window`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// The default for a delegate that declares no `window` property: none, and setting it is ignored.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
