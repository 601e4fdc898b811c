import NavigationSimulator
import Testing

/// UIKit reference, section B: the interactive swipe-back (rows 11–13).
@MainActor
struct SectionB_SwipeBackTests {
    /// Registers a handler that notes each interaction change in the log.
    private func noteInteractionChanges(of nav: UINavigationController) {
        nav.transitionCoordinator?.notifyWhenInteractionChanges { context in
            Simulator.shared.log.note("handler(isCancelled: \(context.isCancelled))")
        }
    }

    @Test func row11_swipeBegins() throws {
        let stage = Stage(pushing: ["Detail"])
        let swipe = try #require(User.beginSwipeBack(in: stage.nav))

        #expect(logLines == [
            "user: begin swipeBack(nav)",
            "nav.viewControllers = [Home]",
            "Detail.willMove(toParent: nil)",
            "Detail.viewWillDisappear(animated: true)",
            "Home.viewWillAppear(animated: true)",
            "nav.delegate.willShow(Home, animated: true)",
            "transition(Detail → Home).began(interactive: true)",
        ])
        let coordinator = try #require(stage.nav.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.initiallyInteractive)
        #expect(coordinator.viewController(forKey: .from).map(Simulator.shared.name(of:)) == "Detail")
        #expect(coordinator.viewController(forKey: .to) === stage.home)

        let count = Simulator.shared.log.count
        Simulator.shared.settle()
        #expect(Simulator.shared.log.count == count, "a held swipe does not finish by itself")
        #expect(swipe.isInProgress)
        #expect(Simulator.shared.transitionsInFlight == 1)
    }

    @Test func row12_swipeCompletes() throws {
        let stage = Stage(pushing: ["Detail"])
        let swipe = try #require(User.beginSwipeBack(in: stage.nav))
        noteInteractionChanges(of: stage.nav)
        Simulator.shared.log.clear()

        swipe.finish()
        Simulator.shared.settle()
        #expect(logLines == [
            "user: finish swipeBack(nav)",
            "transition(Detail → Home).interactionEnded(cancelled: false)",
            "handler(isCancelled: false)",
            "transition(Detail → Home).ended(cancelled: false)",
            "Detail.viewDidDisappear(animated: true)",
            "Home.viewDidAppear(animated: true)",
            "Detail.didMove(toParent: nil)",
            "nav.delegate.didShow(Home, animated: true)",
        ])
        #expect(stage.titles == ["Home"])
        #expect(!swipe.isInProgress)
    }

    @Test func row13_swipeCancelled() throws {
        let stage = Stage(pushing: ["Detail"])
        let detail = try #require(stage.nav.topViewController as? Screen)
        let swipe = try #require(User.beginSwipeBack(in: stage.nav))
        noteInteractionChanges(of: stage.nav)
        Simulator.shared.log.clear()

        swipe.cancel()
        Simulator.shared.settle()
        #expect(logLines == [
            "user: cancel swipeBack(nav)",
            "transition(Detail → Home).interactionEnded(cancelled: true)",
            "handler(isCancelled: true)",
            "transition(Detail → Home).ended(cancelled: true)",
            "nav.viewControllers = [Home, Detail]",
            "Home.viewWillDisappear(animated: true)",
            "Home.viewDidDisappear(animated: true)",
            "Detail.viewWillAppear(animated: true)",
            "Detail.viewDidAppear(animated: true)",
        ])
        #expect(!logLines.contains { $0.contains("didShow") })
        #expect(stage.titles == ["Home", "Detail"])
        #expect(detail.navigationController === stage.nav)
        // The misleading signals of row 13: Detail saw isMovingFromParent, willShow fired.
        #expect(detail.seen["viewWillDisappear"]?.isMovingFromParent == true)
        #expect(stage.spy.coordinatorInWillShow?.isCancelled == true)
    }

    @Test func swipeBackIsRefusedWithOnlyTheRoot() {
        let stage = Stage()
        #expect(User.beginSwipeBack(in: stage.nav) == nil)
        #expect(logLines == ["user: begin swipeBack(nav)"])
    }

    @Test func aCancelledSwipeCanBeFollowedByACompletedOne() {
        let stage = Stage(pushing: ["Detail"])
        User.beginSwipeBack(in: stage.nav)?.cancel()
        Simulator.shared.settle()
        User.swipeBack(in: stage.nav)
        Simulator.shared.settle()
        #expect(stage.titles == ["Home"])
        #expect(logLines.filter { $0.contains("didShow") } == ["nav.delegate.didShow(Home, animated: true)"])
    }
}
