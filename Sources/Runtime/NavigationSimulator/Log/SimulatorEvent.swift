/// One entry of the simulator's event log (the reference's "what the simulator needs beyond
/// the rows": every callback recorded in order). One entry: a callback UIKit would deliver, a state change, a
/// user gesture, or a console message. Controllers are identified by their `title`, or by
/// their type name when they have none.
///
/// Every case has a stable one-line rendering (`description`), so lessons and tests can
/// compare whole sequences as text, e.g. `Detail.viewWillAppear(animated: true)` or
/// `nav.delegate.didShow(Detail, animated: true)`.
public enum SimulatorEvent: Equatable, Sendable, CustomStringConvertible {
    /// A lifecycle method called on a view controller.
    case lifecycle(controller: String, callback: LifecycleCallback)
    /// A `UINavigationControllerDelegate` method called (only logged when a delegate is set).
    case navigationDelegate(navigation: String, callback: NavigationDelegateCallback)
    /// A `UIAdaptivePresentationControllerDelegate` method called on a presented controller's
    /// presentation controller delegate.
    case presentationDelegate(presented: String, callback: PresentationDelegateCallback)
    /// A `UITabBarControllerDelegate` method called.
    case tabBarDelegate(tabBar: String, callback: TabBarDelegateCallback)
    /// A column-style `UISplitViewControllerDelegate` method called (UIKit reference, rows 41 and 42).
    case splitViewDelegate(split: String, callback: SplitViewDelegateCallback)
    /// A property that observers can see changed, e.g. `nav.viewControllers = [Home, Detail]`.
    case stateChange(subject: String, property: String, value: String)
    /// A step of an animated or interactive transition.
    case transition(from: String, to: String, step: TransitionStep)
    /// Something a person did: a back-button tap, a swipe, a tab tap.
    case userGesture(String)
    /// A navigation call postponed until the running transition ends (UIKit reference, row 3).
    case deferred(String)
    /// A completion handler passed to `present` or `dismiss` was called.
    case completion(String)
    /// A console warning UIKit would print; the call it refers to did nothing.
    case warning(String)
    /// An exception UIKit would raise (the simulator's raise handler decides what happens next).
    case exception(String)
    /// Free text recorded by lesson or test code, to show where its own logic ran.
    case note(String)

    // MARK: Bars, gestures, accessibility and scenes (UIKit reference, rows 29–39)

    /// An app's gesture-recognizer delegate answered `gestureRecognizerShouldBegin` (rows 29–31).
    case gestureRecognizerDelegate(recognizer: String, shouldBegin: Bool)
    /// A `UIAction` handler ran, e.g. after a tap on a bar button item (row 32).
    case action(String)
    /// `UIAccessibility.post(notification:argument:)` was called (row 38).
    case accessibilityNotification(String, argument: String)
    /// A `UISceneDelegate` method the system calls (row 39).
    case sceneDelegate(scene: String, callback: String)
    /// Something UIKit does not survive well and the simulator refuses to imitate; not a UIKit message.
    case simulatorWarning(String)

    public var description: String {
        switch self {
        case let .lifecycle(controller, callback): "\(controller).\(callback)"
        case let .navigationDelegate(navigation, callback): "\(navigation).delegate.\(callback)"
        case let .presentationDelegate(presented, callback):
            "\(presented).presentationController.delegate.\(callback)"
        case let .tabBarDelegate(tabBar, callback): "\(tabBar).delegate.\(callback)"
        case let .splitViewDelegate(split, callback): "\(split).delegate.\(callback)"
        case let .stateChange(subject, property, value): "\(subject).\(property) = \(value)"
        case let .transition(from, to, step): "transition(\(from) → \(to)).\(step)"
        case let .userGesture(text): "user: \(text)"
        case let .deferred(text): "deferred: \(text)"
        case let .completion(text): "completion: \(text)"
        case let .warning(text): "warning: \(text)"
        case let .exception(text): "exception: \(text)"
        case let .note(text): text
        case let .gestureRecognizerDelegate(recognizer, answer):
            "\(recognizer).delegate.gestureRecognizerShouldBegin → \(answer)"
        case let .action(text): "action: \(text)"
        case let .accessibilityNotification(notification, argument):
            "UIAccessibility.post(\(notification), argument: \(argument))"
        case let .sceneDelegate(scene, callback): "\(scene).delegate.\(callback)"
        case let .simulatorWarning(text): "simulator warning: \(text)"
        }
    }
}

/// The `UIViewController` callbacks the log records (UIKit reference, rows 1, 4, 11–13, 19, 21).
public enum LifecycleCallback: Equatable, Sendable, CustomStringConvertible {
    case viewDidLoad
    case viewWillAppear(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
    /// The parent's name, or `nil` when the controller is being removed.
    case willMove(toParent: String?)
    case didMove(toParent: String?)

    public var description: String {
        switch self {
        case .viewDidLoad: "viewDidLoad()"
        case let .viewWillAppear(animated): "viewWillAppear(animated: \(animated))"
        case let .viewDidAppear(animated): "viewDidAppear(animated: \(animated))"
        case let .viewWillDisappear(animated): "viewWillDisappear(animated: \(animated))"
        case let .viewDidDisappear(animated): "viewDidDisappear(animated: \(animated))"
        case let .willMove(parent): "willMove(toParent: \(parent ?? "nil"))"
        case let .didMove(parent): "didMove(toParent: \(parent ?? "nil"))"
        }
    }
}

/// The `UINavigationControllerDelegate` callbacks the log records (rows 1, 4, 8, 10–13).
public enum NavigationDelegateCallback: Equatable, Sendable, CustomStringConvertible {
    case willShow(String, animated: Bool)
    case didShow(String, animated: Bool)

    public var description: String {
        switch self {
        case let .willShow(controller, animated): "willShow(\(controller), animated: \(animated))"
        case let .didShow(controller, animated): "didShow(\(controller), animated: \(animated))"
        }
    }
}

/// The `UIAdaptivePresentationControllerDelegate` callbacks the log records (rows 22–24).
/// `shouldDismiss` is logged after the delegate answers, so the answer can be shown.
public enum PresentationDelegateCallback: Equatable, Sendable, CustomStringConvertible {
    case shouldDismiss(answer: Bool)
    case willDismiss
    case didDismiss
    case didAttemptToDismiss

    public var description: String {
        switch self {
        case let .shouldDismiss(answer): "presentationControllerShouldDismiss → \(answer)"
        case .willDismiss: "presentationControllerWillDismiss"
        case .didDismiss: "presentationControllerDidDismiss"
        case .didAttemptToDismiss: "presentationControllerDidAttemptToDismiss"
        }
    }
}

/// The `UITabBarControllerDelegate` callbacks the log records (row 25); `shouldSelect` is
/// logged after the delegate answers.
public enum TabBarDelegateCallback: Equatable, Sendable, CustomStringConvertible {
    case shouldSelect(String, answer: Bool)
    case didSelect(String)

    public var description: String {
        switch self {
        case let .shouldSelect(controller, answer): "shouldSelect(\(controller)) → \(answer)"
        case let .didSelect(controller): "didSelect(\(controller))"
        }
    }
}

/// The `UISplitViewControllerDelegate` callbacks the log records (rows 41 and 42); the questions
/// are logged after the delegate answers.
public enum SplitViewDelegateCallback: Equatable, Sendable, CustomStringConvertible {
    case topColumnForCollapsing(proposed: String, answer: String)
    case displayModeForExpanding(proposed: String, answer: String)
    case didCollapse
    case didExpand

    public var description: String {
        switch self {
        case let .topColumnForCollapsing(proposed, answer): "topColumnForCollapsing(proposed: \(proposed)) → \(answer)"
        case let .displayModeForExpanding(proposed, answer): "displayModeForExpanding(proposed: \(proposed)) → \(answer)"
        case .didCollapse: "splitViewControllerDidCollapse"
        case .didExpand: "splitViewControllerDidExpand"
        }
    }
}

/// The steps of a transition the log records (UIKit reference, rows 11–16).
public enum TransitionStep: Equatable, Sendable, CustomStringConvertible {
    /// The transition starts running; it stays in flight until `Simulator.settle()`.
    case began(interactive: Bool)
    /// An interactive transition became non-interactive: the finger lifted. Handlers passed to
    /// `notifyWhenInteractionChanges` run right after this entry.
    case interactionEnded(cancelled: Bool)
    /// The animation finished. Completions passed to `animate(alongsideTransition:completion:)`
    /// run right after this entry.
    case ended(cancelled: Bool)

    public var description: String {
        switch self {
        case let .began(interactive): "began(interactive: \(interactive))"
        case let .interactionEnded(cancelled): "interactionEnded(cancelled: \(cancelled))"
        case let .ended(cancelled): "ended(cancelled: \(cancelled))"
        }
    }
}
