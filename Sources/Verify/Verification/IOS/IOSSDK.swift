import Foundation

/// An iPhoneOS SDK that app code can be type-checked against: Xcode's on a Mac, or any copy
/// of it named by `IOS_SDK`.
package struct IOSSDK: Equatable, Sendable {
    /// The SDK folder, e.g. `…/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.0.sdk`.
    package var path: URL
    /// e.g. `17.0`, from the SDK's `SDKSettings.json` (or its folder's name); nil when neither says.
    package var version: String?

    package init(path: URL, version: String?) {
        self.path = path
        self.version = version
    }

    /// Reads the version of the SDK at `path`: `SDKSettings.json`'s `Version`, else the
    /// number in a folder named like `iPhoneOS17.0.sdk`.
    package init(path: URL) {
        self.init(path: path, version: Self.settingsVersion(path) ?? Self.nameVersion(path))
    }

    /// e.g. `iOS 17.0 SDK`, or `iOS SDK` when the version is unknown.
    package var displayName: String { "iOS " + (version.map { "\($0) " } ?? "") + "SDK" }

    private static func settingsVersion(_ path: URL) -> String? {
        guard let data = try? Data(contentsOf: path.appendingPathComponent("SDKSettings.json")),
            let settings = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let version = settings["Version"] as? String, !version.isEmpty
        else { return nil }
        return version
    }

    private static func nameVersion(_ path: URL) -> String? {
        let name = path.lastPathComponent
        guard name.hasPrefix("iPhoneOS"), name.hasSuffix(".sdk") else { return nil }
        let number = name.dropFirst("iPhoneOS".count).dropLast(".sdk".count)
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return String(number)
    }
}
