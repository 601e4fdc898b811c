import NavigationSimulator
import Testing

/// UIKit reference, section D: appearance flags (row 18).
@MainActor
struct SectionD_AppearanceFlagTests {
    @Test func row18_movingFlagsForPushAndPop() throws {
        let stage = Stage()
        let detail = Screen("Detail")
        stage.nav.pushViewController(detail, animated: true)
        Simulator.shared.settle()
        #expect(detail.seen["viewWillAppear"]?.isMovingToParent == true)
        #expect(detail.seen["viewDidAppear"]?.isMovingToParent == true)
        #expect(stage.home.seen["viewWillDisappear"]?.isMovingFromParent == false)
        #expect(!detail.isMovingToParent, "flags are cleared after the transition")

        stage.nav.popViewController(animated: true)
        Simulator.shared.settle()
        #expect(detail.seen["viewWillDisappear"]?.isMovingFromParent == true)
        #expect(detail.seen["viewDidDisappear"]?.isMovingFromParent == true)
        #expect(stage.home.seen["viewWillAppear"]?.isMovingToParent == false)
        #expect(!detail.isMovingFromParent)
    }

    @Test func row18_presentationFlags() {
        let stage = Stage()
        let sheet = Screen("Sheet")
        stage.home.present(sheet, animated: true)
        Simulator.shared.settle()
        #expect(sheet.seen["viewWillAppear"]?.isBeingPresented == true)
        #expect(sheet.seen["viewDidAppear"]?.isBeingPresented == true)
        #expect(!sheet.isBeingPresented)

        sheet.dismiss(animated: true)
        Simulator.shared.settle()
        #expect(sheet.seen["viewWillDisappear"]?.isBeingDismissed == true)
        #expect(sheet.seen["viewDidDisappear"]?.isBeingDismissed == true)
        #expect(!sheet.isBeingDismissed)
    }

    @Test func row18_cancelledSwipeAlreadyShowedIsMovingFromParent() throws {
        let stage = Stage(pushing: ["Detail"])
        let detail = try #require(stage.nav.topViewController as? Screen)
        User.beginSwipeBack(in: stage.nav)?.cancel()
        Simulator.shared.settle()
        #expect(detail.seen["viewWillDisappear"]?.isMovingFromParent == true)
        #expect(detail.seen["viewWillAppear"]?.isMovingFromParent == false)
        #expect(!detail.isMovingFromParent)
    }
}
