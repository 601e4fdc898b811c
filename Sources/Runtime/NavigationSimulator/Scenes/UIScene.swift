import Foundation

/// One instance of the app's interface, created by the system, never by the app. In the
/// simulator, `Simulator.shared.connectScene(delegate:urls:)` plays the system: it makes a
/// `UIWindowScene` and calls the delegate as iOS does at launch (UIKit reference, row 39).
///
/// Unlike most UIKit delegates, `delegate` is kept strongly: the system creates the scene
/// delegate and nothing else would keep it alive.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where the scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Made by the system when it connects a scene.
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with, e.g. a deep link tapped while the app was not running.
        public let urlContexts: Set<UIOpenURLContext>

        init(urlContexts: Set<UIOpenURLContext>) {
            self.urlContexts = urlContexts
            super.init()
        }
    }

    public let session: UISceneSession
    open var delegate: (any UISceneDelegate)?
    open internal(set) var activationState = ActivationState.unattached
    /// Shown by the system in the app switcher; names the scene in the log (else "scene").
    open var title: String!

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.sceneLink = self
    }

    /// The log's name for the scene.
    var simulatorName: String { title ?? "scene" }
}

/// A URL the app was asked to open, with the scene that received it.
@preconcurrency @MainActor
public final class UIOpenURLContext: NSObject {
    public let url: URL

    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// The system's record of a scene, which outlives the scene itself.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public let persistentIdentifier: String
    weak var sceneLink: UIScene?

    open var scene: UIScene? { sceneLink }

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
