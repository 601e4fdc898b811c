import NavigationSimulator
import Testing

/// Where UIKit raises, the simulator stops the process unless a test installed a handler.
@MainActor
struct RaisingTests {
    @Test func theDefaultRaiseHandlerStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(nav.viewControllers[0], animated: false)
            }
        }
    }

    @Test func aReturningHandlerLeavesTheStackAsItWas() {
        Simulator.shared.reset()
        let catcher = RaiseCatcher()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(UIViewController(), animated: false)
        #expect(nav.popToViewController(UIViewController(), animated: false) == nil)
        #expect(catcher.messages == [Simulator.UIKitMessages.popToMissingController])
        #expect(nav.viewControllers.count == 2)
        #expect(logLines.last == "exception: " + Simulator.UIKitMessages.popToMissingController)
    }
}
