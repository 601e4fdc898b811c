import Foundation

/// The part of UIKit's accessibility API navigation code calls: after a screen change an app
/// posts `.screenChanged` so VoiceOver moves its focus. Posts are logged, e.g.
/// `UIAccessibility.post(screenChanged, argument: Detail)`; nothing else happens
/// (UIKit reference, row 38). VoiceOver is never running in the simulator.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification for assistive apps.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)

        /// The name the log shows.
        var logName: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            default: "Notification(rawValue: \(rawValue))"
            }
        }
    }

    /// Always false here.
    public static var isVoiceOverRunning: Bool { false }

    /// Logs the post: a controller or view argument by its log name, a string quoted.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        Simulator.shared.record(.accessibilityNotification(notification.logName, argument: logName(of: argument)))
    }

    private static func logName(of argument: Any?) -> String {
        switch argument {
        case nil: "nil"
        case let controller as UIViewController: controller.simulatorName
        case let view as UIView: view.accessibilityIdentifier ?? String(describing: type(of: view))
        case let text as String: "\"\(text)\""
        case let other?: String(describing: type(of: other))
        }
    }
}
