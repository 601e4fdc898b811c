extension User {
    /// Taps a bar button item (UIKit reference, row 32), logged as `user: tap(Close)`: runs its
    /// primary action's handler with the item as `sender`, logged as `action: Close`. A disabled
    /// item, or an action with the `.disabled` attribute, does nothing; an item with only a
    /// `menu` opens the menu, which runs nothing. The item is tapped wherever it is: the
    /// simulator does not check that a bar shows it.
    public static func tap(_ item: UIBarButtonItem) {
        Simulator.shared.record(.userGesture("tap(\(item.simulatorName))"))
        guard item.isEnabled, let action = item.primaryAction else { return }
        action.perform(sender: item, name: item.simulatorName)
    }

    /// The person picks `activityType` in a presented share sheet, or closes it with nil (row 36).
    /// The sheet dismisses itself (animated: settle the simulator), and once it is gone its
    /// `completionWithItemsHandler` runs with the choice. Does nothing when the sheet is not presented.
    public static func chooseActivity(_ activityType: UIActivity.ActivityType?, in controller: UIActivityViewController) {
        let choice = activityType?.rawValue ?? "nil"
        Simulator.shared.record(.userGesture("chooseActivity(\(choice), \(controller.simulatorName))"))
        guard let presenter = controller.presentingStorage else { return }
        controller.chosenActivity = activityType
        presenter.dismissPresented(animated: true)
    }
}
