import Foundation
import NavigationSimulator
import Testing

/// The simulator demands what UIKit demands, so a listing that compiles here compiles on iOS:
/// controllers and windows are `NSObject`s, delegate protocols refine `NSObjectProtocol`, and a
/// window is named through UIKit's real `accessibilityIdentifier`, not a made-up `title`.
@MainActor
@Suite struct PortabilityTests {
    /// A conformer that subclasses `NSObject`, as it must in UIKit.
    final class Recorder: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate,
        UITabBarControllerDelegate {
        var shown: [String] = []

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(Simulator.shared.name(of: viewController))
        }
    }

    @Test func controllersAndWindowsAreObjectiveCStyleObjects() {
        let controller: Any = UIViewController()
        let window: Any = UIWindow()
        #expect(controller is UIResponder)
        #expect(controller is NSObject)
        #expect(window is UIView)
        #expect(window is NSObject)
    }

    @Test func delegateProtocolsRefineNSObjectProtocol() {
        let recorder = Recorder()
        let asNavigationDelegate: any UINavigationControllerDelegate = recorder
        let asPresentationDelegate: any UIAdaptivePresentationControllerDelegate = recorder
        let asTabDelegate: any UITabBarControllerDelegate = recorder
        // These casts compile only because each protocol refines NSObjectProtocol.
        let objects: [any NSObjectProtocol] = [asNavigationDelegate, asPresentationDelegate, asTabDelegate]
        #expect(objects.allSatisfy { $0.isEqual(recorder) })
    }

    @Test func aNavigationDelegateThatIsAnNSObjectHearsDidShow() {
        Simulator.shared.reset()
        let recorder = Recorder()
        let home = UIViewController()
        home.title = "Home"
        let nav = UINavigationController(rootViewController: home)
        nav.delegate = recorder
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(recorder.shown == ["Home"])
    }

    @Test func theLogNamesAWindowByItsAccessibilityIdentifier() {
        Simulator.shared.reset()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let named = UIWindow()
        named.accessibilityIdentifier = "main"
        named.makeKeyAndVisible()
        #expect(Simulator.shared.log.lines == ["window.isKeyWindow = true", "main.isKeyWindow = true"])
    }
}
