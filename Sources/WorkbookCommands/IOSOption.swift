import Verification
import WorkbookCore

/// `--ios`, shared by `check` and `build`: declared here once, so both commands' help and
/// usage say the same.
enum IOSOption {
    static let usage = "[--ios]"
    static let help = """
          --ios               then type-check the app code (the declarations of every listing,
                              not the statements that drive the simulator and check) and every
                              exercise solution against a real iOS SDK, with 'import UIKit' in
                              place of the simulator (swiftc -typecheck -target
                              arm64-apple-ios\(IOSTypeChecker.deploymentTarget) -sdk SDK); errors point at chapter lines.
                              The SDK: $\(IOSSDKLocator.variable) if set, else 'xcrun --sdk iphoneos
                              --show-sdk-path'. Without one, a line says so and nothing else
                              changes (no failure); an \(IOSSDKLocator.variable) that is no iOS SDK is an error.
        """

    /// Whether `--ios` was given, as where to look for the SDK.
    static func take(from arguments: inout Arguments) -> IOSSDKLocator? {
        arguments.flag("ios") ? IOSSDKLocator() : nil
    }
}
