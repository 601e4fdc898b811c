/// The navigation bar's hidden state (UIKit reference, row 27) and the controllers' navigation
/// items (row 28).
extension UINavigationController {
    /// `setNavigationBarHidden(_:animated:)`, unless a subclass overrides it. Animated or not,
    /// the change is immediate: there is no bar animation to wait for.
    func changeNavigationBarHidden(_ hidden: Bool) {
        guard hidden != navigationBarHiddenState else { return }
        navigationBarHiddenState = hidden
        managedNavigationBar.isHidden = hidden
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "isNavigationBarHidden", value: "\(hidden)"))
    }
}

extension UIViewController {
    /// Made on first use, titled with the controller's `title` (row 28).
    func existingOrNewNavigationItem() -> UINavigationItem {
        if let existing = navigationItemStorage { return existing }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
}
