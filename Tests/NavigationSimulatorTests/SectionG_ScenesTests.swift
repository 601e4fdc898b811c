import Foundation
import NavigationSimulator
import Testing

/// A scene delegate written the way apps write one: it builds the window and the first screen.
@MainActor
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var openedURLs: [URL] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        openedURLs = connectionOptions.urlContexts.map(\.url)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: Screen("Home"))
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// UIKit reference, section G: scenes and windows (row 39).
@MainActor
struct SectionG_ScenesTests {
    @Test func row39_theSystemConnectsASceneAndTheDelegateMakesTheWindow() throws {
        Simulator.shared.reset()
        let scene = Simulator.shared.connectScene(
            delegate: SceneDelegate(), urls: [URL(string: "myapp://item/7")!])
        let delegate = try #require(scene.delegate as? SceneDelegate, "the scene keeps its delegate")
        let window = try #require(delegate.window)

        #expect(logLines.first == "scene.delegate.scene(_:willConnectTo:options:)")
        #expect(logLines.suffix(2) == ["scene.delegate.sceneWillEnterForeground", "scene.delegate.sceneDidBecomeActive"])
        #expect(logLines.contains("Home.viewDidAppear(animated: false)"))
        #expect(scene.windows == [window])
        #expect(window.windowScene === scene)
        #expect(scene.keyWindow === window)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.scene === scene)
        #expect(delegate.openedURLs == [URL(string: "myapp://item/7")!])
    }

    @Test func row39_aWindowMovesBetweenScenesAndTheSceneDoesNotKeepIt() {
        Simulator.shared.reset()
        let first = Simulator.shared.connectScene()
        let second = Simulator.shared.connectScene()
        #expect(logLines.isEmpty, "no delegate, nothing to call")
        #expect(first.session.persistentIdentifier != second.session.persistentIdentifier)

        var window: UIWindow? = UIWindow(windowScene: first)
        #expect(first.windows.count == 1)
        window?.windowScene = second
        #expect(first.windows.isEmpty)
        #expect(second.windows.count == 1)
        window = nil
        #expect(second.windows.isEmpty, "the scene delegate's window property keeps a window alive, not the scene")
    }
}
