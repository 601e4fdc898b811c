import Foundation
import NavigationSimulator
import Testing

/// A presentation-controller delegate whose `shouldDismiss` answer a test chooses; the
/// simulator logs every call it receives.
@MainActor
private final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var allowsDismiss = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        allowsDismiss
    }
}

/// Keeps one delegate alive for tests that do not need to tune it (delegates are weak).
@MainActor
private enum SheetDelegateHolder {
    static let shared = SheetDelegate()
}

/// UIKit reference, section E: modal presentation (rows 19–24).
@MainActor
struct SectionE_ModalPresentationTests {
    /// A stage with `Sheet` presented (not animated) from Home, its delegate set, log cleared.
    private func presentedSheet(_ stage: Stage, delegate: SheetDelegate) -> Screen {
        let sheet = Screen("Sheet")
        sheet.presentationController?.delegate = delegate
        stage.home.present(sheet, animated: false)
        Simulator.shared.log.clear()
        return sheet
    }

    @Test func row19_presentFullScreen() {
        let stage = Stage()
        let sheet = Screen("Sheet")
        sheet.modalPresentationStyle = .fullScreen
        stage.home.present(sheet, animated: true) { Simulator.shared.log.note("present completion") }

        #expect(stage.home.presentedViewController === sheet)
        #expect(sheet.presentingViewController === stage.nav)
        #expect(sheet.transitionCoordinator != nil)
        Simulator.shared.settle()
        #expect(logLines == [
            "nav.presentedViewController = Sheet",
            "Sheet.viewDidLoad()",
            "nav.viewWillDisappear(animated: true)",
            "Home.viewWillDisappear(animated: true)",
            "Sheet.viewWillAppear(animated: true)",
            "transition(nav → Sheet).began(interactive: false)",
            "transition(nav → Sheet).ended(cancelled: false)",
            "nav.viewDidDisappear(animated: true)",
            "Home.viewDidDisappear(animated: true)",
            "Sheet.viewDidAppear(animated: true)",
            "completion: nav.present(Sheet)",
            "present completion",
        ])
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom, .pageSheet, .automatic])
    func row19_presentWithoutRemovingThePresenter(style: UIModalPresentationStyle) {
        let stage = Stage()
        let sheet = Screen("Sheet")
        sheet.modalPresentationStyle = style
        stage.home.present(sheet, animated: true)
        Simulator.shared.settle()
        #expect(logLines == [
            "nav.presentedViewController = Sheet",
            "Sheet.viewDidLoad()",
            "Sheet.viewWillAppear(animated: true)",
            "transition(nav → Sheet).began(interactive: false)",
            "transition(nav → Sheet).ended(cancelled: false)",
            "Sheet.viewDidAppear(animated: true)",
        ])
        #expect(Simulator.shared.isOnScreen(stage.home))
    }

    @Test func row20_presentWhileAlreadyPresentingOnlyWarns() {
        let stage = Stage()
        let first = Screen("First")
        stage.home.present(first, animated: false)
        Simulator.shared.log.clear()
        var completed = false
        stage.home.present(Screen("Second"), animated: true) { completed = true }
        Simulator.shared.settle()

        #expect(logLines == ["warning: Attempt to present Second on nav which is already presenting First"])
        #expect(logLines.first?.hasPrefix("warning: " + Simulator.UIKitMessages.presentWhilePresentingPrefix) == true)
        #expect(stage.home.presentedViewController === first)
        #expect(!completed, "unconfirmed: the simulator never runs the refused completion")
    }

    @Test func row21_programmaticDismissCallsNoDelegate() {
        let stage = Stage()
        let delegate = SheetDelegate()
        let sheet = presentedSheet(stage, delegate: delegate)
        sheet.dismiss(animated: true) { Simulator.shared.log.note("dismiss completion") }
        Simulator.shared.settle()

        #expect(logLines == [
            "Sheet.viewWillDisappear(animated: true)",
            "transition(Sheet → nav).began(interactive: false)",
            "transition(Sheet → nav).ended(cancelled: false)",
            "Sheet.viewDidDisappear(animated: true)",
            "nav.presentedViewController = nil",
            "completion: nav.dismiss",
            "dismiss completion",
        ])
        #expect(!logLines.contains { $0.contains("presentationController.delegate") })
        #expect(stage.home.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
    }

    @Test func row21_dismissLowerInAChainDismissesEverythingAbove() {
        let stage = Stage()
        let first = Screen("First")
        let second = Screen("Second")
        stage.home.present(first, animated: false)
        first.present(second, animated: false)
        Simulator.shared.log.clear()

        stage.home.dismiss(animated: false)
        #expect(logLines == [
            "Second.viewWillDisappear(animated: false)",
            "First.viewWillDisappear(animated: false)",
            "Second.viewDidDisappear(animated: false)",
            "First.viewDidDisappear(animated: false)",
            "nav.presentedViewController = nil",
        ])
        #expect(first.presentedViewController == nil)
        #expect(stage.nav.visibleViewController === stage.home)
    }

    @Test func row22_swipeDownCompletes() throws {
        let stage = Stage()
        let delegate = SheetDelegate()
        let sheet = presentedSheet(stage, delegate: delegate)
        let swipe = try #require(User.beginSheetSwipeDown(on: sheet))
        swipe.finish()
        Simulator.shared.settle()

        #expect(logLines == [
            "user: begin sheetSwipeDown(Sheet)",
            "Sheet.presentationController.delegate.presentationControllerShouldDismiss → true",
            "Sheet.presentationController.delegate.presentationControllerWillDismiss",
            "Sheet.viewWillDisappear(animated: true)",
            "transition(Sheet → nav).began(interactive: true)",
            "user: finish sheetSwipeDown(Sheet)",
            "transition(Sheet → nav).interactionEnded(cancelled: false)",
            "transition(Sheet → nav).ended(cancelled: false)",
            "Sheet.viewDidDisappear(animated: true)",
            "nav.presentedViewController = nil",
            "Sheet.presentationController.delegate.presentationControllerDidDismiss",
        ])
        #expect(stage.home.presentedViewController == nil)
        #expect(sheet.seen["viewWillDisappear"]?.isBeingDismissed == true)
    }

    @Test func row22_shouldDismissFalseOnlyAttempts() {
        let stage = Stage()
        let delegate = SheetDelegate()
        delegate.allowsDismiss = false
        let sheet = presentedSheet(stage, delegate: delegate)
        #expect(User.beginSheetSwipeDown(on: sheet) == nil)
        #expect(logLines == [
            "user: begin sheetSwipeDown(Sheet)",
            "Sheet.presentationController.delegate.presentationControllerShouldDismiss → false",
            "Sheet.presentationController.delegate.presentationControllerDidAttemptToDismiss",
        ])
        #expect(stage.home.presentedViewController === sheet)
    }

    @Test func row23_modalInPresentationOnlyAttempts() {
        let stage = Stage()
        let delegate = SheetDelegate()
        let sheet = presentedSheet(stage, delegate: delegate)
        sheet.isModalInPresentation = true
        User.swipeDownSheet(sheet)
        Simulator.shared.settle()
        #expect(logLines == [
            "user: begin sheetSwipeDown(Sheet)",
            "Sheet.presentationController.delegate.presentationControllerDidAttemptToDismiss",
        ])
        #expect(stage.home.presentedViewController === sheet)
    }

    @Test func row24_swipeDownCancelled() throws {
        let stage = Stage()
        let delegate = SheetDelegate()
        let sheet = presentedSheet(stage, delegate: delegate)
        let swipe = try #require(User.beginSheetSwipeDown(on: sheet))
        Simulator.shared.log.clear()
        swipe.cancel()
        Simulator.shared.settle()

        #expect(logLines == [
            "user: cancel sheetSwipeDown(Sheet)",
            "transition(Sheet → nav).interactionEnded(cancelled: true)",
            "transition(Sheet → nav).ended(cancelled: true)",
            "Sheet.viewWillAppear(animated: true)",
            "Sheet.viewDidAppear(animated: true)",
        ])
        #expect(stage.home.presentedViewController === sheet)
        #expect(!sheet.isBeingDismissed)
    }

    @Test func aPresentedNavigationControllerShowsItsTopAndHonoursItsModalFlag() {
        let stage = Stage()
        let form = Screen("Form")
        let sheetNav = UINavigationController(rootViewController: form)
        sheetNav.title = "sheetNav"
        sheetNav.presentationController?.delegate = SheetDelegateHolder.shared
        stage.home.present(sheetNav, animated: false)
        #expect(Simulator.shared.isOnScreen(form))
        #expect(form.presentingViewController === stage.nav)

        form.isModalInPresentation = true
        #expect(User.beginSheetSwipeDown(on: form) == nil)
        #expect(logLines.suffix(2) == [
            "user: begin sheetSwipeDown(sheetNav)",
            "sheetNav.presentationController.delegate.presentationControllerDidAttemptToDismiss",
        ])

        form.dismiss(animated: false)
        #expect(stage.home.presentedViewController == nil)
        #expect(!Simulator.shared.isOnScreen(form))
    }

    @Test func fullScreenCannotBeSwipedDown() {
        let stage = Stage()
        let sheet = Screen("Sheet")
        sheet.modalPresentationStyle = .fullScreen
        stage.home.present(sheet, animated: false)
        #expect(User.beginSheetSwipeDown(on: sheet) == nil)
        #expect(stage.home.presentedViewController === sheet)
    }

    /// "Logout while a modal is up": replacing the root does not dismiss the modal, which
    /// stays owned by the old root.
    @Test func replacingTheRootLeavesTheModalWithTheOldRoot() {
        let stage = Stage()
        let sheet = Screen("Sheet")
        stage.home.present(sheet, animated: false)
        let login = Screen("Login")
        Simulator.shared.log.clear()
        stage.window.rootViewController = login

        #expect(logLines == [
            "window.rootViewController = Login",
            "nav.viewWillDisappear(animated: false)",
            "Home.viewWillDisappear(animated: false)",
            "Login.viewDidLoad()",
            "Login.viewWillAppear(animated: false)",
            "nav.viewDidDisappear(animated: false)",
            "Home.viewDidDisappear(animated: false)",
            "Login.viewDidAppear(animated: false)",
        ])
        #expect(stage.nav.presentedViewController === sheet)
    }
}
