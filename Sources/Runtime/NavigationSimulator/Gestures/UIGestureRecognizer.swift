import Foundation

/// UIKit's gesture recognizer, as far as navigation code touches one: the swipe-back
/// recognizer a navigation controller owns (`interactivePopGestureRecognizer`), its
/// `isEnabled` flag and its `delegate` (UIKit reference, rows 29–31). There are no touches;
/// `User.beginSwipeBack(in:)` plays the person and asks this recognizer whether it may begin.
///
/// UIKit's `init(target:action:)` and `addTarget(_:action:)` take an Objective-C selector,
/// which Swift on Linux cannot form, so only `init()` exists here.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising its gesture. `.recognized` is `.ended`, as in UIKit.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        public static let recognized = State.ended
    }

    /// Weak, as in UIKit. A navigation controller's swipe-back recognizer starts with UIKit's
    /// own delegate; an app that replaces it decides alone when the swipe may begin (rows 30, 31).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A disabled recognizer never begins (row 29).
    open var isEnabled = true

    /// `.began` while the person holds a swipe-back. UIKit passes through `.ended` or
    /// `.cancelled` when the finger lifts and resets to `.possible` at the end of that run-loop
    /// turn; the simulator has no turn in between, so it reads `.possible` right after.
    open internal(set) var state = State.possible

    public override init() {
        super.init()
    }
}
