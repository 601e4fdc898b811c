import NavigationSimulator
import Testing

/// Custom containers (UIKit reference, row 50): appearance reaches a child automatically unless
/// the container opts out and forwards it by hand.
@MainActor
struct CustomContainerTests {
    /// A container that embeds one child; `manual` opts out of automatic forwarding.
    final class Container: UIViewController {
        let manual: Bool
        init(manual: Bool) {
            self.manual = manual
            super.init(nibName: nil, bundle: nil)
            title = manual ? "Manual" : "Automatic"
        }
        required init?(coder: NSCoder) { nil }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manual }
    }

    private func shown(_ container: Container, child: Screen) -> UIWindow {
        container.addChild(child)
        child.didMove(toParent: container)
        let window = UIWindow(frame: .zero)
        window.rootViewController = container
        window.makeKeyAndVisible()
        return window
    }

    @Test func row50_childAppearsWithItsContainerByDefault() {
        Simulator.shared.reset()
        let child = Screen("Pane")
        let window = shown(Container(manual: false), child: child)
        #expect(child.seen["viewDidAppear"] != nil)
        #expect(Simulator.shared.isOnScreen(child))
        _ = window
    }

    @Test func row50_optingOutLeavesTheChildToTheContainer() {
        Simulator.shared.reset()
        let child = Screen("Pane")
        let container = Container(manual: true)
        let window = shown(container, child: child)
        #expect(child.seen["viewWillAppear"] == nil, "nothing is forwarded when the container opts out")
        #expect(!Simulator.shared.isOnScreen(child))

        child.beginAppearanceTransition(true, animated: true)
        #expect(child.seen["viewWillAppear"] != nil)
        #expect(child.seen["viewDidAppear"] == nil)
        child.endAppearanceTransition()
        #expect(child.seen["viewDidAppear"] != nil, "endAppearanceTransition() ends what begin started")
        let lines = Simulator.shared.log.lines
        #expect(lines.contains("Pane.viewDidAppear(animated: true)"), "animated as the transition began: \(lines)")
        _ = window
    }
}

/// Row 51: reading `view` loads it, once.
@MainActor
struct ViewLoadingTests {
    final class Counting: UIViewController {
        var loads = 0
        var madeViews = 0
        override func loadView() {
            madeViews += 1
            super.loadView()
        }
        override func viewDidLoad() { loads += 1 }
    }

    @Test func row51_readingViewLoadsItOnce() {
        Simulator.shared.reset()
        let controller = Counting()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil, "viewIfLoaded never loads")
        #expect(controller.loads == 0)
        let first = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.loads == 1 && controller.madeViews == 1)
        #expect(controller.view === first, "the same view on every read")
        #expect(controller.viewIfLoaded === first)
        #expect(controller.loads == 1, "viewDidLoad runs once")
    }

    @Test func row51_anAssignedViewIsKept() {
        Simulator.shared.reset()
        let controller = Counting()
        let own = UIView(frame: .zero)
        controller.view = own
        #expect(controller.view === own)
        #expect(controller.madeViews == 0, "loadView is not called when a view was assigned")
        #expect(controller.loads == 1)
    }
}
