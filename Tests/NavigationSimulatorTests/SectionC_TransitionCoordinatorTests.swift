import NavigationSimulator
import Testing

/// UIKit reference, section C: the transition coordinator (rows 14–17).
@MainActor
struct SectionC_TransitionCoordinatorTests {
    @Test func row14_coordinatorExistsOnlyWhileATransitionRuns() throws {
        let stage = Stage()
        #expect(stage.nav.transitionCoordinator == nil)
        let detail = Screen("Detail")
        stage.nav.pushViewController(detail, animated: true)

        let coordinator = try #require(stage.nav.transitionCoordinator)
        #expect(detail.transitionCoordinator === coordinator)
        #expect(coordinator.viewController(forKey: .from) === stage.home)
        #expect(coordinator.viewController(forKey: .to) === detail)
        #expect(!coordinator.isInteractive)
        #expect(!coordinator.initiallyInteractive)
        #expect(!coordinator.isCancelled)
        #expect(coordinator.isAnimated)
        #expect(detail.seen["viewWillAppear"]?.hasCoordinator == true)

        Simulator.shared.settle()
        #expect(stage.nav.transitionCoordinator == nil)
        #expect(detail.transitionCoordinator == nil)
    }

    @Test func row15_animateAlongsideReturnsTrueAndCompletesAfterTheTransition() throws {
        let stage = Stage()
        stage.nav.pushViewController(Screen("Detail"), animated: true)
        let coordinator = try #require(stage.nav.transitionCoordinator)
        let log = Simulator.shared.log
        log.clear()

        let queued = coordinator.animate(alongsideTransition: { _ in log.note("alongside animation") }) { context in
            log.note("alongside completion(isCancelled: \(context.isCancelled))")
        }
        #expect(queued)
        Simulator.shared.settle()
        #expect(logLines == [
            "alongside animation",
            "transition(Home → Detail).ended(cancelled: false)",
            "alongside completion(isCancelled: false)",
            "Home.viewDidDisappear(animated: true)",
            "Detail.viewDidAppear(animated: true)",
            "Detail.didMove(toParent: nav)",
            "nav.delegate.didShow(Detail, animated: true)",
        ])
        #expect(coordinator.animate(alongsideTransition: nil, completion: nil) == false, "too late once it ended")
    }

    @Test func row15_animationsQueuedBeforeTheStartRunWhenItStarts() {
        let stage = Stage()
        let sheet = AlongsideScreen("Detail")
        stage.nav.pushViewController(sheet, animated: true)
        Simulator.shared.settle()
        #expect(logLines.firstIndex(of: "alongside animation") == logLines.firstIndex(of: "transition(Home → Detail).began(interactive: false)").map { $0 + 1 })
        #expect(sheet.queued == true)
    }

    @Test func row16_interactionChangesAreReportedForFinishAndCancel() throws {
        let stage = Stage(pushing: ["Detail"])
        var reports: [Bool] = []
        let first = try #require(User.beginSwipeBack(in: stage.nav))
        stage.nav.transitionCoordinator?.notifyWhenInteractionChanges { reports.append($0.isCancelled) }
        first.cancel()
        Simulator.shared.settle()

        let second = try #require(User.beginSwipeBack(in: stage.nav))
        let coordinator = try #require(stage.nav.transitionCoordinator)
        coordinator.notifyWhenInteractionChanges { reports.append($0.isCancelled) }
        second.finish()
        #expect(!coordinator.isInteractive)
        #expect(coordinator.initiallyInteractive)
        Simulator.shared.settle()
        #expect(reports == [true, false])

        stage.nav.pushViewController(Screen("Other"), animated: true)
        stage.nav.transitionCoordinator?.notifyWhenInteractionChanges { reports.append($0.isCancelled) }
        Simulator.shared.settle()
        #expect(reports == [true, false], "a non-interactive transition never changes interaction")
    }

    @Test func aFinishedTransitionHeldBySomeoneReleasesItsControllers() throws {
        let stage = Stage()
        weak var popped: UIViewController?
        var held: (any UIViewControllerTransitionCoordinator)?
        do {
            let detail = Screen("Detail")
            popped = detail
            stage.nav.pushViewController(detail, animated: false)
            stage.nav.popViewController(animated: true)
            held = stage.nav.transitionCoordinator
        }
        Simulator.shared.settle()
        #expect(held != nil)
        #expect(popped == nil, "the coordinator kept after the transition does not keep Detail alive")
    }

    @Test func row17_backButtonCheckDetectsTheBackButton() {
        let stage = Stage(pushing: ["Detail"])
        let detector = BackButtonDetector()
        stage.nav.delegate = detector
        User.tapBackButton(in: stage.nav)
        Simulator.shared.settle()
        #expect(detector.popped == ["Detail"])
        #expect(logLines.suffix(2) == ["nav.delegate.didShow(Home, animated: true)", "detector.popped(Detail)"])
    }

    @Test func row17_backButtonCheckDetectsACompletedSwipe() {
        let stage = Stage(pushing: ["Detail"])
        let detector = BackButtonDetector()
        stage.nav.delegate = detector
        User.swipeBack(in: stage.nav)
        Simulator.shared.settle()
        #expect(detector.popped == ["Detail"])
    }

    @Test func row17_backButtonCheckIgnoresACancelledSwipe() {
        let stage = Stage(pushing: ["Detail"])
        let detector = BackButtonDetector()
        stage.nav.delegate = detector
        User.beginSwipeBack(in: stage.nav)?.cancel()
        Simulator.shared.settle()
        #expect(detector.popped.isEmpty)
        #expect(stage.titles == ["Home", "Detail"])
    }

    @Test func row17_backButtonCheckIgnoresPushes() {
        let stage = Stage()
        let detector = BackButtonDetector()
        stage.nav.delegate = detector
        stage.nav.pushViewController(Screen("Detail"), animated: true)
        Simulator.shared.settle()
        #expect(detector.popped.isEmpty)
    }

    /// Faithful to UIKit: without a transition coordinator the check cannot see the pop (row 8).
    @Test func row17_backButtonCheckMissesANonAnimatedPop() {
        let stage = Stage(pushing: ["Detail"])
        let detector = BackButtonDetector()
        stage.nav.delegate = detector
        stage.nav.popViewController(animated: false)
        #expect(stage.titles == ["Home"])
        #expect(detector.popped.isEmpty)
        #expect(logLines.last == "nav.delegate.didShow(Home, animated: false)")
    }
}

/// Queues an alongside animation from `viewWillAppear`, before the transition starts.
@MainActor
private final class AlongsideScreen: UIViewController {
    var queued: Bool?

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewWillAppear(_ animated: Bool) {
        queued = transitionCoordinator?.animate(alongsideTransition: { _ in
            Simulator.shared.log.note("alongside animation")
        })
    }
}
