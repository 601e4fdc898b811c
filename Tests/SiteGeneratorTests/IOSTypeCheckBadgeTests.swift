import BookModel
import Diagnostics
import Foundation
import Testing
import Verification
import WorkbookTestSupport
@testable import SiteGenerator
@testable import WorkbookCore

/// A lesson's box says when its app code was type-checked against a real iOS SDK
/// (`build --ios`), and says nothing of iOS otherwise.
@Suite struct IOSTypeCheckBadgeTests {
    static let chapter = "# A\n\n```swift\nfinal class Flow {}\ncheck(true, \"one\")\n```\n"

    func page(_ verification: LessonVerification) throws -> String {
        let book = book([("01-a.md", Self.chapter)])
        let site = try SiteRenderer(book: book, plan: try LessonPlanner.plan(book), verifications: ["a": verification]).render()
        return String(decoding: try #require(site["01-a.html"]), as: UTF8.self)
    }

    @Test func theBoxNamesTheSDK() throws {
        let checked = LessonVerification(
            lesson: "a", checksPassed: 1, toolchain: "Swift 6.3.1", iosTypeCheck: .init(sdkVersion: "17.0"))
        #expect(try page(checked).contains("✓ 1 check passed · Swift 6.3.1 · type-checked against iOS 17.0 SDK"))
        let unnamed = LessonVerification(lesson: "a", checksPassed: 1, toolchain: "Swift 6.3.1", iosTypeCheck: .init(sdkVersion: nil))
        #expect(unnamed.summary == "1 check passed · Swift 6.3.1 · type-checked against the iOS SDK")
    }

    @Test func withoutTheCheckTheBoxSaysNothingOfIOS() throws {
        let html = try page(LessonVerification(lesson: "a", checksPassed: 1, toolchain: "Swift 6.3.1"))
        #expect(html.contains("✓ 1 check passed · Swift 6.3.1"))
        #expect(!html.contains("type-checked"))
    }

    /// From the verify stage's typed report to the box: only a lesson whose app code passed.
    @Test func theReportDecidesWhichBoxesSaySo() throws {
        let plan = try LessonPlanner.plan(book([("01-a.md", Self.chapter), ("02-b.md", Self.chapter), ("03-c.md", Self.chapter)]))
        let lessons = plan.lessons
        var report = VerificationReport(
            verdicts: lessons.map { LessonVerdict(lesson: $0) }, toolchainVersion: "Swift version 6.3.1 (x)", seconds: 0)
        func unit(_ name: String) -> IOSTypeCheckUnit {
            IOSTypeCheckUnit(name: "lesson \(name)", lesson: name, files: [], origins: [])
        }
        let sdk = IOSSDK(path: URL(fileURLWithPath: "/SDKs/iPhoneOS17.0.sdk"), version: "17.0")
        report.iosTypeCheck = .checked(IOSTypeCheckReport(sdk: sdk, deploymentTarget: "17.0", results: [
            IOSTypeCheckResult(unit: unit("a"), problems: [], cached: true),
            IOSTypeCheckResult(unit: unit("b"), problems: [.tool(.init("does not type-check"))], cached: false),
        ]))
        let boxes = Workbook.pageVerifications(report)
        #expect(boxes["a"]?.iosTypeCheck == .init(sdkVersion: "17.0"))
        #expect(boxes["b"]?.iosTypeCheck == nil, "failed")
        #expect(boxes["c"]?.iosTypeCheck == nil, "no app code checked")
        report.iosTypeCheck = .noSDK
        #expect(Workbook.pageVerifications(report)["a"]?.iosTypeCheck == nil)
    }
}
