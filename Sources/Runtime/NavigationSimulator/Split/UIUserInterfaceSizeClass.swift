/// UIKit's size classes. The simulator models only the horizontal one of a window, the trait
/// that collapses and expands a split view controller (UIKit reference, rows 40 and 41). A
/// window starts regular, like an iPad app in full screen; `User.changeHorizontalSizeClass(to:of:)`
/// is a person resizing or rotating it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
