import Diagnostics
import Foundation
import ProcessRunning
import Testing
import Verification
import WorkbookCore
import WorkbookTestSupport

/// The course's app code, as `check --ios` assembles it, against a real iOS SDK where there is
/// one, and everywhere against the simulator the lessons run on.
@Suite struct IOSBookTypeCheckTests {
    /// Set, or found by xcrun: the test below runs; a wrong IOS_SDK makes it fail, not skip.
    static let hasSDK = !(ProcessInfo.processInfo.environment[IOSSDKLocator.variable] ?? "").isEmpty
        || ((try? IOSSDKLocator().locate()) ?? nil) != nil

    @Test(.enabled(if: hasSDK, "no iOS SDK here: set IOS_SDK or install Xcode"))
    func everyListingAndSolutionTypeChecksAgainstTheIOSSDK() throws {
        let sdk = try #require(try IOSSDKLocator().locate())
        let workbook = try Workbook.load(root: repositoryRoot)
        var checker = IOSTypeChecker(sdk: sdk, root: repositoryRoot, workFolder: nestedBuilds.appendingPathComponent("ios-typecheck"))
        checker.usesCache = false
        let report = checker.check(workbook.iosUnits())
        #expect(report.problems.isEmpty, "\(report.problems.map(DiagnosticFormatter.plain.format).joined(separator: "\n"))")
        #expect(report.lessonsChecked >= 9)
        #expect(report.solutionsChecked >= 35)
    }

    /// Every lesson that declares app code, and every solution that is app code: in the exercise
    /// where learners write tests, the subject and its planted mistakes, not the tests.
    @Test func theCourseUnits() throws {
        let names = try Workbook.load(root: repositoryRoot).iosUnits().map(\.name)
        let units = try Workbook.load(root: repositoryRoot).iosUnits()
        #expect(names.filter { $0.hasPrefix("lesson ") }.count >= 9)
        // Most declarations are app code; driver code is the exception.
        let lessons = units.filter { $0.lesson != nil }
        let kept = lessons.map { $0.files[0].text.components(separatedBy: "\n#sourceLocation(file:").count - 1 }.reduce(0, +)
        #expect(kept > 4 * lessons.map(\.leftOut).reduce(0, +), "kept \(kept)")
        #expect(names.filter { $0.hasPrefix("exercises/") }.count >= 35)
        #expect(names.contains("exercises/01-auth-handover/starter"))
        #expect(names.contains("exercises/01-auth-handover/solutions/wrong/pushes-home-over-login"))
        #expect(names.contains("exercises/09-write-the-tests/subject"))
        #expect(names.contains("exercises/09-write-the-tests/solutions/mistakes/adopts-any-report"))
        #expect(!names.contains("exercises/09-write-the-tests/solutions/reference"), "tests drive the simulator")
        #expect(!names.contains("exercises/09-write-the-tests/starter"))
    }

    static let simulatorModules = repositoryRoot.appendingPathComponent(".build/debug/Modules")
    static let hasSimulatorModule = FileManager.default.fileExists(
        atPath: simulatorModules.appendingPathComponent("NavigationSimulator.swiftmodule").path)

    /// What `check --ios` hands the compiler, with the simulator back in UIKit's place, must
    /// compile: no declaration the app code needs is left out, and no statement that drives the
    /// simulator or makes a check is let in (LessonKit is not imported).
    @Test(.enabled(if: hasSimulatorModule, "needs .build/debug/Modules/NavigationSimulator.swiftmodule (swift build)"))
    func theAssembledAppCodeCompilesAgainstTheSimulator() throws {
        let workbook = try Workbook.load(root: repositoryRoot)
        let units = workbook.iosUnits()
        #expect(units.filter { $0.lesson != nil }.count >= 9)
        let checker = IOSTypeChecker(
            sdk: IOSSDK(path: Self.simulatorModules, version: "simulator"), root: repositoryRoot, workFolder: temporaryFolder("ios"))
        let folder = temporaryFolder("app-code")
        for unit in units where unit.lesson != nil || unit.name.hasSuffix("/solutions/reference") || unit.name.hasSuffix("/subject") {
            let unitFolder = folder.appendingPathComponent(unit.name.replacingOccurrences(of: "/", with: "-"))
            try FileManager.default.createDirectory(at: unitFolder, withIntermediateDirectories: true)
            var paths: [String] = []
            for file in unit.files {
                let text = file.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0 == "import UIKit" ? "import NavigationSimulator" : $0 == "import SwiftUI" ? "" : String($0)
                }.joined(separator: "\n")
                let url = unitFolder.appendingPathComponent(file.name)
                try Data(text.utf8).write(to: url)
                paths.append(url.path)
            }
            let result = try ProcessRunner.run(ProcessRequest(
                executable: "swiftc",
                arguments: ["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "AppCode",
                    "-I", Self.simulatorModules.path] + paths,
                workingDirectory: repositoryRoot, environment: EnvironmentPolicy.tool(), limits: .tool(seconds: 300),
                sandbox: .none))
            let problems = checker.problems(in: result.combinedText, succeeded: result.succeeded, unit: unit)
            #expect(problems.isEmpty, "\(unit.name):\n\(problems.map(DiagnosticFormatter.plain.format).joined(separator: "\n"))")
        }
    }
}
