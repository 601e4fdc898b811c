import Foundation
import NavigationSimulator
import Testing

/// A transitioning delegate that counts every question it is asked.
@MainActor
private final class CountingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var questions = 0

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        questions += 1
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        questions += 1
        return nil
    }
}

/// A sheet delegate that only listens.
@MainActor
private final class SheetListener: NSObject, UIAdaptivePresentationControllerDelegate {}

/// UIKit reference, section G: transitioning delegates, sheets, popovers, the share sheet,
/// interface style and accessibility posts (rows 33–38).
@MainActor
struct SectionG_PresentationExtrasTests {
    /// Presents and dismisses `Sheet` animated and returns the log of the round trip.
    private func roundTrip(transitioningDelegate: (any UIViewControllerTransitioningDelegate)?) -> [String] {
        let stage = Stage()
        let sheet = Screen("Sheet")
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = transitioningDelegate
        stage.home.present(sheet, animated: true)
        Simulator.shared.settle()
        sheet.dismiss(animated: true)
        Simulator.shared.settle()
        return logLines
    }

    @Test func row33_aTransitioningDelegateIsKeptButChangesNothing() {
        let delegate = CountingTransitioningDelegate()
        let plain = roundTrip(transitioningDelegate: nil)
        let custom = roundTrip(transitioningDelegate: delegate)
        #expect(custom == plain)
        #expect(plain.contains("transition(nav → Sheet).began(interactive: false)"))
        #expect(delegate.questions == 0)

        let screen = Screen("Weak")
        do {
            let temporary = CountingTransitioningDelegate()
            screen.transitioningDelegate = temporary
            #expect(screen.transitioningDelegate === temporary)
        }
        #expect(screen.transitioningDelegate == nil, "weak, as in UIKit")
    }

    @Test(arguments: [
        (UIModalPresentationStyle.automatic, true), (.pageSheet, true), (.formSheet, true),
        (.fullScreen, false), (.overFullScreen, false), (.popover, false), (.custom, false),
    ])
    func row34_onlySheetStylesHaveASheetController(style: UIModalPresentationStyle, isSheet: Bool) {
        let controller = Screen("Sheet")
        controller.modalPresentationStyle = style
        #expect((controller.sheetPresentationController != nil) == isSheet)
        if let sheet = controller.sheetPresentationController {
            #expect(sheet === controller.presentationController)
        }
    }

    @Test func row34_theSheetControllerIsThePresentationControllerAndHearsTheSwipe() throws {
        let stage = Stage()
        let listener = SheetListener()
        let picker = Screen("Picker")
        let sheet = try #require(picker.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.delegate = listener
        stage.home.present(picker, animated: false)
        #expect(picker.presentationController?.delegate === listener)
        Simulator.shared.log.clear()

        User.swipeDownSheet(picker)
        Simulator.shared.settle()
        #expect(logLines.contains("Picker.presentationController.delegate.presentationControllerShouldDismiss → true"))
        #expect(logLines.last == "Picker.presentationController.delegate.presentationControllerDidDismiss")
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
    }

    @Test func row34_changingTheStyleBeforePresentingKeepsTheDelegate() {
        let listener = SheetListener()
        let controller = Screen("Flexible")
        controller.presentationController?.delegate = listener
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil)
        #expect(controller.presentationController?.delegate === listener)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.sheetPresentationController?.delegate === listener)
    }

    @Test func row35_aPopoverHasAPopoverControllerAndBehavesAsASheetOnIPhone() throws {
        let stage = Stage()
        let share = UIBarButtonItem(systemItem: .action)
        let options = Screen("Options")
        #expect(options.popoverPresentationController == nil)
        options.modalPresentationStyle = .popover
        let popover = try #require(options.popoverPresentationController)
        #expect(popover === options.presentationController)
        #expect(options.sheetPresentationController == nil)
        popover.sourceItem = share
        popover.barButtonItem = share
        popover.sourceView = stage.window
        #expect(popover.sourceItem === share)

        stage.home.present(options, animated: false)
        #expect(!logLines.contains("Home.viewWillDisappear(animated: false)"), "the presenter stays on screen")
        User.swipeDownSheet(options)
        Simulator.shared.settle()
        #expect(stage.home.presentedViewController == nil, "a person can swipe it down")
    }

    @Test func row36_theShareSheetReportsTheChoiceAfterItIsGone() throws {
        let stage = Stage()
        var results: [String] = []
        let activity = UIActivityViewController(activityItems: ["https://example.com"], applicationActivities: nil)
        activity.title = "share"
        activity.completionWithItemsHandler = { type, completed, _, _ in
            results.append("\(type?.rawValue ?? "nil") \(completed)")
            Simulator.shared.log.note("handler ran")
        }
        #expect(activity.sheetPresentationController != nil, "a sheet on iPhone")
        stage.home.present(activity, animated: true)
        Simulator.shared.settle()
        Simulator.shared.log.clear()

        User.chooseActivity(.message, in: activity)
        Simulator.shared.settle()
        #expect(results == ["com.apple.UIKit.activity.Message true"])
        let disappeared = try #require(logLines.firstIndex(of: "share.viewDidDisappear(animated: true)"))
        let reported = try #require(logLines.firstIndex(of: "handler ran"))
        #expect(disappeared < reported)
        #expect(logLines[reported - 1] == "completion: share.completionWithItemsHandler(com.apple.UIKit.activity.Message, completed: true)")

        stage.home.present(activity, animated: false)
        User.swipeDownSheet(activity)
        Simulator.shared.settle()
        #expect(results.last == "nil false", "closing without a choice reports nil, not completed")
    }

    @Test func row37_interfaceStyleIsState() {
        let stage = Stage()
        #expect(stage.home.overrideUserInterfaceStyle == .unspecified)
        let lines = linesLogged {
            stage.window.overrideUserInterfaceStyle = .dark
            stage.home.overrideUserInterfaceStyle = .light
        }
        #expect(lines == [])
        #expect(stage.window.overrideUserInterfaceStyle == .dark)
        #expect(stage.home.overrideUserInterfaceStyle == .light)
    }

    @Test func row38_accessibilityPostsAreLogged() {
        let stage = Stage()
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .screenChanged, argument: stage.home)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(logLines == [
            "UIAccessibility.post(screenChanged, argument: Home)",
            "UIAccessibility.post(announcement, argument: \"Saved\")",
            "UIAccessibility.post(layoutChanged, argument: nil)",
        ])
    }
}
