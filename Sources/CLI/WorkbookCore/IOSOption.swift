import Verification

/// `--ios` as the command line sees it: on or off, and the names its help quotes. Where the SDK
/// is found stays Verification's business.
extension CheckOptions {
    /// The iOS version app code is type-checked for.
    package static let iosDeploymentTarget = IOSTypeChecker.deploymentTarget
    /// The environment variable naming the iOS SDK (else `xcrun` finds it).
    package static let iosSDKVariable = IOSSDKLocator.variable

    /// Whether the check type-checks app code against an iOS SDK, located when it runs.
    package var typeChecksIOS: Bool {
        get { iosSDKLocator != nil }
        set { iosSDKLocator = newValue ? IOSSDKLocator() : nil }
    }
}
