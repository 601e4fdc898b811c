import Foundation

/// A service the share sheet offers, named by its type.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Names an activity: a system one (`.message`, `.mail`, …) or an app's own.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
    }

    /// Nil for the base class; an app's subclass returns its own type.
    open var activityType: ActivityType? { nil }

    public override init() {
        super.init()
    }
}

/// The share sheet: a controller an app presents modally (a sheet on iPhone, UIKit reference,
/// row 36). There is no list of services: `User.chooseActivity(_:in:)` plays the person
/// picking one or closing the sheet. However the sheet goes away — that choice, a swipe-down,
/// or the app's own `dismiss` — `completionWithItemsHandler` runs once it is gone, right after
/// the sheet's `viewDidDisappear`, with the chosen type (nil and `false` when nothing was chosen).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Activity type (nil when closed), whether it completed, returned items, error.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    let activityItems: [Any]
    let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// What the person chose, reported when the sheet has disappeared.
    var chosenActivity: UIActivity.ActivityType?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// There are no storyboards in the simulator.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        let chosen = chosenActivity
        chosenActivity = nil
        guard let completionWithItemsHandler else { return }
        Simulator.shared.record(.completion(
            "\(simulatorName).completionWithItemsHandler(\(chosen?.rawValue ?? "nil"), completed: \(chosen != nil))"))
        completionWithItemsHandler(chosen, chosen != nil, nil, nil)
    }
}
