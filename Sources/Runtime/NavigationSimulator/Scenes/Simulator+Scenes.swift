import Foundation

extension Simulator {
    /// Plays the system connecting a new window scene, as iOS does at launch or when a person
    /// opens another window (UIKit reference, row 39): it makes the scene and its session, sets
    /// `delegate` as the scene's delegate, then calls `scene(_:willConnectTo:options:)` (with
    /// `urls` as the connection options' URL contexts), `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`, each logged. The simulator keeps the scene connected until
    /// `reset()`. Apps cannot create scenes; this is the system's side only.
    @discardableResult
    public func connectScene(delegate: (any UISceneDelegate)? = nil, urls: [URL] = []) -> UIWindowScene {
        connectedSceneCount += 1
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "scene-\(connectedSceneCount)")
        let options = UIScene.ConnectionOptions(urlContexts: Set(urls.map(UIOpenURLContext.init(url:))))
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        connectedScenes.append(scene)
        sceneCallback(scene, "scene(_:willConnectTo:options:)") { $0.scene(scene, willConnectTo: session, options: options) }
        scene.activationState = .foregroundInactive
        sceneCallback(scene, "sceneWillEnterForeground") { $0.sceneWillEnterForeground(scene) }
        scene.activationState = .foregroundActive
        sceneCallback(scene, "sceneDidBecomeActive") { $0.sceneDidBecomeActive(scene) }
        return scene
    }

    private func sceneCallback(_ scene: UIScene, _ name: String, _ call: (any UISceneDelegate) -> Void) {
        guard let delegate = scene.delegate else { return }
        record(.sceneDelegate(scene: scene.simulatorName, callback: name))
        call(delegate)
    }
}
