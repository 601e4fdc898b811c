import Diagnostics
import Foundation
import Testing
import Verification
import WorkbookTestSupport

/// How `check --ios` calls the compiler and reads its answer, without an SDK: the argument
/// list, and canned compiler output mapped back to chapter and exercise lines.
@Suite struct IOSTypeCheckerTests {
    static let sdk = IOSSDK(path: URL(fileURLWithPath: "/SDKs/iPhoneOS17.0.sdk"), version: "17.0")
    static let checker = IOSTypeChecker(
        sdk: sdk, root: URL(fileURLWithPath: "/work/book"), workFolder: URL(fileURLWithPath: "/work/book/.build/ios-typecheck"))
    static let lesson = IOSTypeCheckUnit(
        name: "lesson fixture", lesson: "fixture", files: [AppCodeFile(name: "fixture.swift", text: "")],
        origins: ["chapters/01-fixture.md"])

    @Test func theCompilerIsAskedToTypeCheckForIOS17AgainstTheSDK() {
        #expect(Self.checker.arguments(for: ["/w/a.swift", "/w/b.swift"]) == [
            "-typecheck", "-target", "arm64-apple-ios17.0", "-sdk", "/SDKs/iPhoneOS17.0.sdk",
            "-swift-version", "6", "-parse-as-library", "-module-name", "AppCode", "/w/a.swift", "/w/b.swift",
        ])
    }

    @Test func anErrorInAListingIsReportedAtItsChapterLine() {
        let output = """
            chapters/01-fixture.md:12:22: error: cannot find 'Simulator' in scope
            chapters/01-fixture.md:12:22: note: did you mean 'simulator'?
            chapters/01-fixture.md:30:5: warning: 'modalPresentationCapturesStatusBarAppearance' was deprecated in iOS 16.0
            chapters/01-fixture.md:40:9: error: value of type 'UINavigationController' has no member 'log'
            """
        let problems = Self.checker.problems(in: output, succeeded: false, unit: Self.lesson)
        let shown = problems.map(DiagnosticFormatter.plain.format)
        #expect(problems.count == 2)
        #expect(shown[0].hasPrefix("chapters/01-fixture.md:12:22: error: cannot find 'Simulator' in scope"))
        #expect(shown[1].hasPrefix("chapters/01-fixture.md:40:9: error: value of type 'UINavigationController' has no member 'log'"))
        #expect(shown[1].contains("lesson fixture does not type-check against the iOS 17.0 SDK"))
    }

    @Test func anExerciseErrorKeepsItsPathRelativeToTheRoot() {
        let unit = IOSTypeCheckUnit(
            name: "exercises/01-x/starter", lesson: nil, files: [], origins: ["exercises/01-x/starter/Solution.swift"])
        let problems = Self.checker.problems(
            in: "/work/book/exercises/01-x/starter/Solution.swift:7:3: error: cannot find 'User' in scope\n", succeeded: false,
            unit: unit)
        #expect(problems.map(\.file) == ["exercises/01-x/starter/Solution.swift"])
    }

    @Test func anErrorOutsideTheCodeIsOneProblemWithTheCompilersWords() {
        let output = """
            /work/book/.build/ios-typecheck/lesson-fixture/fixture.swift:4:8: error: no such module 'SwiftUI'
            """
        let problems = Self.checker.problems(in: output, succeeded: false, unit: Self.lesson)
        #expect(problems.count == 1)
        let shown = problems.map(DiagnosticFormatter.plain.format).joined()
        #expect(shown.hasPrefix("error: type-checking lesson fixture against the iOS 17.0 SDK failed"))
        #expect(shown.contains(".build/ios-typecheck/lesson-fixture/fixture.swift:4:8: error: no such module 'SwiftUI'"))
    }

    @Test func aCompilerThatCannotReadTheSDKIsAProblemToo() {
        let output = """
            warning: Could not read SDKSettings.json for SDK at: /SDKs/iPhoneOS17.0.sdk
            <unknown>:0: error: unable to load standard library for target 'arm64-apple-ios17.0'
            """
        let problems = Self.checker.problems(in: output, succeeded: false, unit: Self.lesson)
        #expect(problems.count == 1)
        #expect(DiagnosticFormatter.plain.format(problems[0]).contains("unable to load standard library"))
    }

    @Test func aCleanRunHasNoProblems() {
        #expect(Self.checker.problems(in: "", succeeded: true, unit: Self.lesson).isEmpty)
        #expect(!Self.checker.problems(in: "", succeeded: false, unit: Self.lesson).isEmpty, "a failed run is never clean")
    }
}

/// Where `check --ios` finds an SDK: IOS_SDK first, then xcrun; none is not an error, a wrong
/// IOS_SDK is.
@Suite struct IOSSDKLocatorTests {
    func fakeSDK(version: String?, name: String = "iPhoneOS17.2.sdk") throws -> URL {
        let sdk = temporaryFolder("sdk").appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: sdk.appendingPathComponent("System/Library/Frameworks/UIKit.framework"), withIntermediateDirectories: true)
        if let version {
            try Data(#"{"Version": "\#(version)", "CanonicalName": "iphoneos\#(version)"}"#.utf8)
                .write(to: sdk.appendingPathComponent("SDKSettings.json"))
        }
        return sdk
    }

    @Test func iosSDKNamesTheSDK() throws {
        let path = try fakeSDK(version: "17.5")
        let sdk = try IOSSDKLocator(environment: ["IOS_SDK": path.path], xcrunSDKPath: { "/elsewhere" }).locate()
        #expect(sdk?.path.path == path.path && sdk?.version == "17.5")
        #expect(sdk?.displayName == "iOS 17.5 SDK")
    }

    @Test func withoutSettingsTheFolderNameGivesTheVersion() throws {
        let path = try fakeSDK(version: nil, name: "iPhoneOS18.1.sdk")
        #expect(IOSSDK(path: path).version == "18.1")
        #expect(IOSSDK(path: path.deletingLastPathComponent()).version == nil)
        #expect(IOSSDK(path: path.deletingLastPathComponent()).displayName == "iOS SDK")
    }

    @Test func aMissingFolderIsAnErrorWithAHint() {
        let locator = IOSSDKLocator(environment: ["IOS_SDK": "/no/such/iPhoneOS.sdk"], xcrunSDKPath: { nil })
        let error = #expect(throws: ToolError.self) { try locator.locate() }
        let text = error.map { DiagnosticFormatter.plain.format($0) } ?? ""
        #expect(text.contains("error: IOS_SDK is set to '/no/such/iPhoneOS.sdk', which is not a folder"))
        #expect(text.contains("hint: point IOS_SDK at an iPhoneOS SDK folder"))
    }

    @Test func aFolderWithoutUIKitIsNotAnIOSSDK() throws {
        let folder = temporaryFolder("not-sdk")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let locator = IOSSDKLocator(environment: ["IOS_SDK": folder.path], xcrunSDKPath: { nil })
        let error = #expect(throws: ToolError.self) { try locator.locate() }
        #expect(error?.message.contains("which is not an iOS SDK (it has no System/Library/Frameworks/UIKit.framework)") == true)
    }

    @Test func xcrunIsAskedWhenIOSSDKIsUnset() throws {
        let path = try fakeSDK(version: "17.0")
        #expect(try IOSSDKLocator(environment: [:], xcrunSDKPath: { path.path + "\n" }).locate()?.path.path == path.path)
        #expect(try IOSSDKLocator(environment: ["IOS_SDK": ""], xcrunSDKPath: { path.path }).locate()?.path.path == path.path)
    }

    @Test func noIOSSDKAndNoXcrunIsNoSDK() throws {
        #expect(try IOSSDKLocator(environment: [:], xcrunSDKPath: { nil }).locate() == nil)
        #expect(try IOSSDKLocator(environment: [:], xcrunSDKPath: { "/no/such/sdk" }).locate() == nil)
    }
}
