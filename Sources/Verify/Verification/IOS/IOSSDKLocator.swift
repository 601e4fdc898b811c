import Diagnostics
import Foundation
import ProcessRunning

/// Finds the iOS SDK `check --ios` type-checks against. `IOS_SDK`, when set, wins (a Linux
/// machine with a copy of the SDK, or a Mac with several Xcodes); otherwise `xcrun` is asked, as
/// on any Mac with Xcode. No SDK is not an error (nil): most machines have none. An `IOS_SDK`
/// that names no SDK is, since whoever set it meant one.
package struct IOSSDKLocator: Sendable {
    package static let variable = "IOS_SDK"
    /// Inside an SDK folder: what makes it an iOS SDK for our purpose.
    static let uikitPath = "System/Library/Frameworks/UIKit.framework"

    package var environment: [String: String]
    /// `xcrun --sdk iphoneos --show-sdk-path`'s answer; nil when there is no xcrun or it fails.
    package var xcrunSDKPath: @Sendable () -> String?

    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        xcrunSDKPath: @escaping @Sendable () -> String? = IOSSDKLocator.askXcrun
    ) {
        self.environment = environment
        self.xcrunSDKPath = xcrunSDKPath
    }

    package func locate() throws(ToolError) -> IOSSDK? {
        if let given = environment[Self.variable], !given.isEmpty {
            let path = URL(fileURLWithPath: given).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw ToolError("\(Self.variable) is set to '\(given)', which is not a folder", hint: Self.hint)
            }
            guard FileManager.default.fileExists(atPath: path.appendingPathComponent(Self.uikitPath).path) else {
                throw ToolError("\(Self.variable) is set to '\(given)', which is not an iOS SDK (it has no \(Self.uikitPath))",
                    hint: Self.hint)
            }
            return IOSSDK(path: path)
        }
        guard let answer = xcrunSDKPath()?.trimmingCharacters(in: .whitespacesAndNewlines), !answer.isEmpty,
            FileManager.default.fileExists(atPath: answer)
        else { return nil }
        return IOSSDK(path: URL(fileURLWithPath: answer).standardizedFileURL)
    }

    static let hint = "point \(variable) at an iPhoneOS SDK folder (on a Mac: the output of"
        + " 'xcrun --sdk iphoneos --show-sdk-path'), or unset it to skip the iOS type-check"

    /// Asks `xcrun` (on PATH) where the iPhoneOS SDK is.
    @Sendable package static func askXcrun() -> String? {
        let request = ProcessRequest(
            executable: "xcrun", arguments: ["--sdk", "iphoneos", "--show-sdk-path"],
            environment: EnvironmentPolicy.tool(), limits: .tool(seconds: 60), sandbox: .none)
        guard let result = try? ProcessRunner.run(request), result.succeeded else { return nil }
        return result.standardOutput.text
    }
}
