/// How a presented controller covers its presenter (UIKit reference, row 19). What matters to
/// the simulator is whether the presenter disappears (`.fullScreen`, `.currentContext`) and
/// whether a person can swipe the controller down (the sheet styles).
///
/// **Unconfirmed**: `.pageSheet` (and `.automatic`, which resolves to it) leaves the presenter
/// without will/didDisappear here, as on iOS 13 and later sheets.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presenter's view is removed, so it gets will/didDisappear and later
    /// will/didAppear on dismissal.
    var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether a person can swipe the presented controller down (rows 22–24). A popover counts:
    /// on an iPhone it is shown as a form sheet (row 35).
    var isSheet: Bool {
        self == .pageSheet || self == .formSheet || self == .automatic || self == .popover
    }
}
