import NavigationSimulator
import Testing

/// UIKit reference, section A: UINavigationController (rows 1–10).
@MainActor
struct SectionA_NavigationControllerTests {
    @Test func row01_pushAnimated() {
        let stage = Stage()
        let detail = Screen("Detail")
        stage.nav.pushViewController(detail, animated: true)

        #expect(logLines == [
            "nav.viewControllers = [Home, Detail]",
            "Detail.viewDidLoad()",
            "Detail.willMove(toParent: nav)",
            "Home.viewWillDisappear(animated: true)",
            "Detail.viewWillAppear(animated: true)",
            "nav.delegate.willShow(Detail, animated: true)",
            "transition(Home → Detail).began(interactive: false)",
        ])
        #expect(stage.nav.topViewController === detail)
        #expect(stage.nav.transitionCoordinator != nil)
        #expect(detail.seen["viewWillAppear"]?.isMovingToParent == true)

        let before = Simulator.shared.log.count
        Simulator.shared.settle()
        #expect(Simulator.shared.log.lines(after: before) == [
            "transition(Home → Detail).ended(cancelled: false)",
            "Home.viewDidDisappear(animated: true)",
            "Detail.viewDidAppear(animated: true)",
            "Detail.didMove(toParent: nav)",
            "nav.delegate.didShow(Detail, animated: true)",
        ])
        #expect(stage.titles == ["Home", "Detail"])
        #expect(stage.nav.transitionCoordinator == nil)
        #expect(detail.navigationController === stage.nav)
    }

    @Test func row02_pushingAnInstanceAlreadyInTheStackRaises() {
        let stage = Stage(pushing: ["Detail"])
        let catcher = RaiseCatcher()
        stage.nav.pushViewController(stage.home, animated: true)

        #expect(catcher.messages == [Simulator.UIKitMessages.pushingSameInstance])
        #expect(catcher.messages.first == "pushing the same view controller instance more than once is not supported")
        #expect(logLines == ["exception: pushing the same view controller instance more than once is not supported"])
        #expect(stage.titles == ["Home", "Detail"])
        #expect(!Simulator.shared.hasTransitionsInFlight)
    }

    @Test func row03_pushDuringATransitionIsDeferred() {
        let stage = Stage()
        stage.nav.pushViewController(Screen("A"), animated: true)
        stage.nav.pushViewController(Screen("B"), animated: true)

        #expect(stage.titles == ["Home", "A"])
        #expect(logLines.last == "deferred: nav.pushViewController(B, animated: true)")
        Simulator.shared.log.clear()

        Simulator.shared.advance()
        #expect(logLines == [
            "transition(Home → A).ended(cancelled: false)",
            "Home.viewDidDisappear(animated: true)",
            "A.viewDidAppear(animated: true)",
            "A.didMove(toParent: nav)",
            "nav.delegate.didShow(A, animated: true)",
            "nav.viewControllers = [Home, A, B]",
            "B.viewDidLoad()",
            "B.willMove(toParent: nav)",
            "A.viewWillDisappear(animated: true)",
            "B.viewWillAppear(animated: true)",
            "nav.delegate.willShow(B, animated: true)",
            "transition(A → B).began(interactive: false)",
        ])
        Simulator.shared.settle()
        #expect(stage.titles == ["Home", "A", "B"])
        #expect(logLines.last == "nav.delegate.didShow(B, animated: true)")
    }

    @Test func row04_popAnimated() {
        let stage = Stage(pushing: ["Detail"])
        let detail = stage.nav.topViewController as? Screen
        let popped = stage.nav.popViewController(animated: true)
        Simulator.shared.settle()

        #expect(popped === detail)
        #expect(logLines == [
            "nav.viewControllers = [Home]",
            "Detail.willMove(toParent: nil)",
            "Detail.viewWillDisappear(animated: true)",
            "Home.viewWillAppear(animated: true)",
            "nav.delegate.willShow(Home, animated: true)",
            "transition(Detail → Home).began(interactive: false)",
            "transition(Detail → Home).ended(cancelled: false)",
            "Detail.viewDidDisappear(animated: true)",
            "Home.viewDidAppear(animated: true)",
            "Detail.didMove(toParent: nil)",
            "nav.delegate.didShow(Home, animated: true)",
        ])
        #expect(detail?.seen["viewWillDisappear"]?.stack == ["Home"])
        #expect(detail?.seen["viewWillDisappear"]?.isMovingFromParent == true)
        #expect(detail?.navigationController == nil)

        let rootOnly = linesLogged { #expect(stage.nav.popViewController(animated: true) == nil) }
        #expect(rootOnly.isEmpty)
        #expect(stage.titles == ["Home"])
    }

    @Test func row05_backButtonTap() {
        let stage = Stage(pushing: ["Detail"])
        User.tapBackButton(in: stage.nav)

        #expect(stage.spy.coordinatorInWillShow?.isInteractive == false)
        #expect(stage.spy.coordinatorInWillShow?.initiallyInteractive == false)
        Simulator.shared.settle()
        #expect(logLines == [
            "user: tapBackButton(nav)",
            "nav.viewControllers = [Home]",
            "Detail.willMove(toParent: nil)",
            "Detail.viewWillDisappear(animated: true)",
            "Home.viewWillAppear(animated: true)",
            "nav.delegate.willShow(Home, animated: true)",
            "transition(Detail → Home).began(interactive: false)",
            "transition(Detail → Home).ended(cancelled: false)",
            "Detail.viewDidDisappear(animated: true)",
            "Home.viewDidAppear(animated: true)",
            "Detail.didMove(toParent: nil)",
            "nav.delegate.didShow(Home, animated: true)",
        ])
        #expect(stage.titles == ["Home"])
    }

    @Test func row06_popToRootAndPopToController() {
        let stage = Stage(pushing: ["A", "B", "C"])
        let a = stage.nav.viewControllers[1]
        let popped = stage.nav.popToViewController(a, animated: true)
        Simulator.shared.settle()

        #expect(popped?.map(Simulator.shared.name(of:)) == ["B", "C"])
        #expect(logLines == [
            "nav.viewControllers = [Home, A]",
            "C.willMove(toParent: nil)",
            "B.willMove(toParent: nil)",
            "C.viewWillDisappear(animated: true)",
            "A.viewWillAppear(animated: true)",
            "nav.delegate.willShow(A, animated: true)",
            "transition(C → A).began(interactive: false)",
            "transition(C → A).ended(cancelled: false)",
            "C.viewDidDisappear(animated: true)",
            "A.viewDidAppear(animated: true)",
            "C.didMove(toParent: nil)",
            "B.didMove(toParent: nil)",
            "nav.delegate.didShow(A, animated: true)",
        ])

        Simulator.shared.log.clear()
        let toRoot = stage.nav.popToRootViewController(animated: false)
        #expect(toRoot?.map(Simulator.shared.name(of:)) == ["A"])
        #expect(Simulator.shared.log.lines { if case .navigationDelegate = $0 { true } else { false } } == [
            "nav.delegate.willShow(Home, animated: false)",
            "nav.delegate.didShow(Home, animated: false)",
        ])

        let catcher = RaiseCatcher()
        #expect(stage.nav.popToViewController(Screen("Stranger"), animated: true) == nil)
        #expect(catcher.messages == ["Tried to pop to a view controller that doesn't exist."])
        #expect(catcher.messages == [Simulator.UIKitMessages.popToMissingController])
        #expect(stage.titles == ["Home"])
    }

    @Test func row07_setViewControllersPopStyle() {
        let stage = Stage(pushing: ["A", "B"])
        let a = stage.nav.viewControllers[1]
        stage.nav.setViewControllers([stage.home, a], animated: true)

        #expect(stage.titles == ["Home", "A", "B"], "the stack is replaced when the transition finishes")
        Simulator.shared.settle()
        #expect(logLines == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(animated: true)",
            "A.viewWillAppear(animated: true)",
            "nav.delegate.willShow(A, animated: true)",
            "transition(B → A).began(interactive: false)",
            "transition(B → A).ended(cancelled: false)",
            "nav.viewControllers = [Home, A]",
            "B.viewDidDisappear(animated: true)",
            "A.viewDidAppear(animated: true)",
            "B.didMove(toParent: nil)",
            "nav.delegate.didShow(A, animated: true)",
        ])
        #expect(stage.titles == ["Home", "A"])
    }

    @Test func row07_setViewControllersPushStyleAndSameTop() {
        let stage = Stage()
        let x = Screen("X")
        let y = Screen("Y")
        stage.nav.setViewControllers([stage.home, x, y], animated: true)
        Simulator.shared.settle()
        #expect(logLines == [
            "Y.viewDidLoad()",
            "X.willMove(toParent: nav)",
            "Y.willMove(toParent: nav)",
            "Home.viewWillDisappear(animated: true)",
            "Y.viewWillAppear(animated: true)",
            "nav.delegate.willShow(Y, animated: true)",
            "transition(Home → Y).began(interactive: false)",
            "transition(Home → Y).ended(cancelled: false)",
            "nav.viewControllers = [Home, X, Y]",
            "Home.viewDidDisappear(animated: true)",
            "Y.viewDidAppear(animated: true)",
            "X.didMove(toParent: nav)",
            "Y.didMove(toParent: nav)",
            "nav.delegate.didShow(Y, animated: true)",
        ])
        #expect(y.seen["viewWillAppear"]?.isMovingToParent == true)

        let sameTop = linesLogged { stage.nav.setViewControllers([y], animated: true) }
        #expect(sameTop == [
            "nav.viewControllers = [Y]",
            "X.willMove(toParent: nil)",
            "Home.willMove(toParent: nil)",
            "X.didMove(toParent: nil)",
            "Home.didMove(toParent: nil)",
        ])
        #expect(!Simulator.shared.hasTransitionsInFlight)
        #expect(stage.nav.transitionCoordinator == nil)
    }

    @Test func row08_nonAnimatedChangesHaveNoCoordinator() {
        let stage = Stage()
        let detail = Screen("Detail")
        stage.nav.pushViewController(detail, animated: false)

        #expect(logLines == [
            "nav.viewControllers = [Home, Detail]",
            "Detail.viewDidLoad()",
            "Detail.willMove(toParent: nav)",
            "Home.viewWillDisappear(animated: false)",
            "Detail.viewWillAppear(animated: false)",
            "nav.delegate.willShow(Detail, animated: false)",
            "Home.viewDidDisappear(animated: false)",
            "Detail.viewDidAppear(animated: false)",
            "Detail.didMove(toParent: nav)",
            "nav.delegate.didShow(Detail, animated: false)",
        ])
        #expect(!Simulator.shared.hasTransitionsInFlight)
        #expect(detail.seen["viewWillAppear"]?.hasCoordinator == false)
        #expect(stage.spy.coordinatorInWillShow == nil)
        #expect(stage.spy.coordinatorInDidShow == nil)

        stage.nav.popViewController(animated: false)
        #expect(stage.spy.coordinatorInDidShow == nil)
        #expect(stage.titles == ["Home"])
    }

    @Test func row09_readingState() {
        let stage = Stage(pushing: ["A", "B"])
        #expect(stage.nav.topViewController === stage.nav.viewControllers.last)
        #expect(stage.nav.visibleViewController === stage.nav.topViewController)

        let sheet = Screen("Sheet")
        stage.nav.topViewController?.present(sheet, animated: false)
        #expect(stage.nav.visibleViewController === sheet)
        #expect(stage.nav.topViewController.map(Simulator.shared.name(of:)) == "B")

        sheet.dismiss(animated: false)
        #expect(stage.nav.visibleViewController.map(Simulator.shared.name(of:)) == "B")
    }

    @Test func row10_firstDisplayOfTheRoot() {
        Simulator.shared.reset()
        let spy = NavigationSpy()
        let nav = UINavigationController(rootViewController: Screen("Home"))
        nav.title = "nav"
        nav.delegate = spy
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()

        #expect(logLines == [
            "window.rootViewController = nav",
            "window.isKeyWindow = true",
            "nav.viewDidLoad()",
            "nav.viewWillAppear(animated: false)",
            "Home.viewDidLoad()",
            "Home.viewWillAppear(animated: false)",
            "nav.delegate.willShow(Home, animated: false)",
            "nav.viewDidAppear(animated: false)",
            "Home.viewDidAppear(animated: false)",
            "nav.delegate.didShow(Home, animated: false)",
        ])
        #expect(window.isKeyWindow)
    }
}
