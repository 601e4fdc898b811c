extension User {
    /// The person resizes or rotates the window so its horizontal size class becomes
    /// `sizeClass` (Split View or Slide Over on iPad, rotating a large iPhone). A split view
    /// controller in the window collapses in compact width and expands in regular width
    /// (UIKit reference, rows 41 and 42). Nothing happens when the class does not change.
    public static func changeHorizontalSizeClass(to sizeClass: UIUserInterfaceSizeClass, of window: UIWindow) {
        Simulator.shared.record(.userGesture("changeHorizontalSizeClass(\(sizeClass), \(window.simulatorName))"))
        window.changeHorizontalSizeClass(to: sizeClass)
    }
}
