import Foundation
import Testing
import Verification
import WorkbookTestSupport
@testable import WorkbookCommands

/// `--ios` on the command line: declared once for `check` and `build`, and worded in one place.
@Suite struct IOSOptionTests {
    @Test func checkAndBuildShowTheSameDeclaration() {
        for command in ["check", "build"] {
            let help = workbook([command, "--help"]).output
            #expect(help.contains("USAGE: swift run workbook \(command) ") && help.contains(" [--ios] "), "\(command)")
            #expect(help.contains(HelpText.row(SharedOptions.ios.spelling, SharedOptions.ios.help, width: 20)), "\(command)")
        }
        let lines = SharedOptions.ios.help.joined(separator: "\n")
        #expect(lines.contains("arm64-apple-ios17.0 -sdk SDK") && lines.contains("$IOS_SDK"))
    }

    @Test func iosIsPartOfVerification() {
        let run = workbook(["build", "--skip-verify", "--ios"])
        #expect(run.status == 64)
        #expect(run.output.contains("--ios is part of verification; it cannot go with --skip-verify"))
    }

    @Test func theLinesItPrints() {
        #expect(VerificationText.iosSDK(nil) == "no iOS SDK found (set IOS_SDK or install Xcode): skipped the iOS type-check")
        let sdk = IOSSDK(path: URL(fileURLWithPath: "/SDKs/iPhoneOS17.2.sdk"), version: "17.2")
        #expect(VerificationText.iosSDK(sdk) == "app code will be type-checked against the iOS 17.2 SDK at /SDKs/iPhoneOS17.2.sdk")
        func unit(_ lesson: String?) -> IOSTypeCheckUnit { IOSTypeCheckUnit(name: "u", lesson: lesson, files: [], origins: []) }
        var report = IOSTypeCheckReport(sdk: sdk, deploymentTarget: "17.0", results: [
            IOSTypeCheckResult(unit: unit("a"), problems: [], cached: false),
            IOSTypeCheckResult(unit: unit(nil), problems: [], cached: true),
            IOSTypeCheckResult(unit: unit(nil), problems: [], cached: false),
        ])
        #expect(VerificationText.iosSummary(report)
            == "iOS 17.2 SDK: app code of 1 lesson and 2 exercise solutions type-checks (target iOS 17.0)")
        report.results[2].problems = [.tool(.init("no"))]
        report.results[0].unit.leftOut = 3
        #expect(VerificationText.iosSummary(report) == "iOS 17.2 SDK: app code of 1 lesson and 2 exercise solutions"
            + " type-checked, 1 with errors (target iOS 17.0; 3 declarations left out as driver code)")
        report.sdkProblems = [.tool(.init("unable to load standard library"))]
        #expect(VerificationText.iosSummary(report) == "iOS 17.2 SDK: not usable by this compiler, nothing type-checked")
    }

    static let noSDKHere = (ProcessInfo.processInfo.environment[IOSSDKLocator.variable] ?? "").isEmpty
        && IOSSDKLocator.askXcrun() == nil

    /// The whole command on a book with nothing to build: one line about the SDK, then the
    /// usual summary, and a pass.
    @Test(.enabled(if: noSDKHere, "this machine has an iOS SDK"))
    func withoutAnSDKCheckSaysSoInOneLineAndPasses() throws {
        let root = temporaryFolder("ios-check")
        try FixtureWorkbook.write(root, chapters: ["01-a.md": "# A\n\nProse only.\n"])
        let run = workbook(["check", "--ios", "--root", root.path, "--scratch-path", root.appendingPathComponent(".build").path])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.filter { $0.contains("iOS") } == ["no iOS SDK found (set IOS_SDK or install Xcode): skipped the iOS type-check"])
        #expect(run.output.contains("0 of 0 lessons passed"))
    }
}
