import Diagnostics
import Foundation
import Testing
import Verification
import WorkbookCore
import WorkbookTestSupport

/// `check --ios` through the real pipeline on a small workbook whose only Swift is an
/// exercise, so no lesson is built: what it says and decides with no SDK, a wrong one, and one
/// the compiler cannot use.
@Suite struct IOSCheckPipelineTests {
    func workbook() throws -> URL {
        let root = try ExerciseFixture().write()
        try FixtureWorkbook.write(root, chapters: ["01-basics.md": "# Basics\n\nNo listings yet.\n"])
        return root
    }

    func check(_ root: URL, locator: IOSSDKLocator) throws -> (report: VerificationReport, sdkEvents: [IOSSDK?]) {
        let events = SDKEvents()
        let report = try Workbook.load(root: root).check(CheckOptions(
            scratchPath: root.appendingPathComponent(".build"), iosSDKLocator: locator)) { event in
            if case .iosSDK(let sdk) = event { events.append(sdk) }
        }
        return (report, events.all)
    }

    @Test func withoutAnSDKItSaysSoOnceAndChecksNothingElse() throws {
        let root = try workbook()
        let run = try check(root, locator: IOSSDKLocator(environment: [:], xcrunSDKPath: { nil }))
        #expect(run.sdkEvents == [nil])
        guard case .noSDK = run.report.iosTypeCheck else {
            Issue.record("expected no SDK, got \(String(describing: run.report.iosTypeCheck))")
            return
        }
        #expect(run.report.passed, "no SDK is not a failure")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/ios-typecheck").path))
    }

    @Test func withoutIOSNothingIsSaidOrChecked() throws {
        let root = try workbook()
        let report = try Workbook.load(root: root).check(CheckOptions(scratchPath: root.appendingPathComponent(".build")))
        #expect(report.iosTypeCheck == nil)
    }

    @Test func aWrongIOSSDKStopsTheCheckBeforeItStarts() throws {
        let root = try workbook()
        let events = SDKEvents()
        #expect(throws: ToolError.self) {
            try Workbook.load(root: root).check(CheckOptions(
                scratchPath: root.appendingPathComponent(".build"),
                iosSDKLocator: IOSSDKLocator(environment: ["IOS_SDK": root.appendingPathComponent("missing").path], xcrunSDKPath: { nil }))
            ) { event in if case .iosSDK(let sdk) = event { events.append(sdk) } }
        }
        #expect(events.all.isEmpty)
    }

    /// A folder that only looks like an SDK: the compiler cannot use it, which is said once
    /// (not once per solution), and the check fails instead of passing quietly.
    @Test func anSDKTheCompilerCannotUseFailsTheCheckOnce() throws {
        let root = try workbook()
        let sdk = root.appendingPathComponent("iPhoneOS17.2.sdk")
        try FileManager.default.createDirectory(
            at: sdk.appendingPathComponent("System/Library/Frameworks/UIKit.framework"), withIntermediateDirectories: true)
        let run = try check(root, locator: IOSSDKLocator(environment: ["IOS_SDK": sdk.path], xcrunSDKPath: { nil }))
        #expect(run.sdkEvents.map { $0?.displayName } == ["iOS 17.2 SDK"])
        let report = try #require(run.report.iosTypeCheck?.report)
        #expect(report.results.isEmpty)
        #expect(report.problems.count == 1)
        let shown = DiagnosticFormatter.plain.format(report.problems)
        #expect(shown.contains("error: type-checking 'import UIKit' against the iOS 17.2 SDK failed"), "\(shown)")
        #expect(!run.report.passed)
    }

    @Test func everyAppCodeSolutionOfTheExercisesIsAUnit() throws {
        let units = try Workbook.load(root: try workbook()).iosUnits()
        #expect(units.map(\.name) == [
            "exercises/01-counter/starter", "exercises/01-counter/solutions/reference",
            "exercises/01-counter/solutions/wrong/mistake-0", "exercises/01-counter/solutions/wrong/mistake-1",
            "exercises/01-counter/solutions/wrong/mistake-2",
        ])
        #expect(units.map(\.origins) == units.map { ["\($0.name)/Solution.swift"] })
        #expect(units.allSatisfy { $0.lesson == nil && $0.files.map(\.name) == ["Solution.swift"] })
    }
}

private final class SDKEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [IOSSDK?] = []
    func append(_ sdk: IOSSDK?) { lock.withLock { events.append(sdk) } }
    var all: [IOSSDK?] { lock.withLock { events } }
}
