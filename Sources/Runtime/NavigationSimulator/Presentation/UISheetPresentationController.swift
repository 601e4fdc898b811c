import Foundation

/// The presentation controller of a sheet (iOS 15+): `sheetPresentationController` and
/// `presentationController` of a controller presented as a sheet are this same object, so a
/// delegate set on either hears the person's swipe-down (UIKit reference, rows 22–24 and 34).
///
/// Detents, the grabber and dimming are kept as state only: nothing is drawn and a person
/// cannot drag a sheet between detents in the simulator.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public final class Detent: NSObject {
        /// Names a detent; `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier` hold one.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    /// The heights the sheet can rest at, smallest first; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil means the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// Detents up to this one leave the content below undimmed; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Nil uses the system's corner radius.
    open var preferredCornerRadius: CGFloat?

    /// Runs `changes` at once: there is no animation to coordinate.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }
}
