/// Where a controller is between "off screen" and "on screen"; guards against delivering
/// the same appearance callback twice.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    var isOnScreen: Bool { self == .appearing || self == .appeared }
}

/// The four appearance phases, used for forwarding from a container to its visible children.
enum AppearancePhase {
    case willAppear, didAppear, willDisappear, didDisappear
}

extension UIViewController {
    /// Whether the controller is visible or about to be (public as `Simulator.shared.isOnScreen(_:)`).
    var isOnScreen: Bool { appearanceState.isOnScreen }

    /// `beginAppearanceTransition(_:animated:)`, unless a subclass overrides it.
    func beginManualAppearance(_ isAppearing: Bool, animated: Bool) {
        manualAppearanceAnimated = animated
        if isAppearing { deliver(.willAppear, animated: animated) } else { deliver(.willDisappear, animated: animated) }
    }

    /// `endAppearanceTransition()`: the did-callback, animated as the transition began.
    func endManualAppearance() {
        switch appearanceState {
        case .appearing: deliver(.didAppear, animated: manualAppearanceAnimated)
        case .disappearing: deliver(.didDisappear, animated: manualAppearanceAnimated)
        default: break
        }
    }

    /// Logs and calls one appearance callback, then forwards it to the children that appear
    /// with this controller. Repeated phases are ignored, as UIKit never repeats them.
    func deliver(_ phase: AppearancePhase, animated: Bool) {
        // Each phase: whether it may follow the current state, the state it leads to, and
        // the callback it makes.
        let (allowed, next, callback): (Bool, AppearanceState, LifecycleCallback) =
            switch phase {
            case .willAppear: (!appearanceState.isOnScreen, .appearing, .viewWillAppear(animated: animated))
            case .didAppear: (appearanceState == .appearing, .appeared, .viewDidAppear(animated: animated))
            case .willDisappear: (appearanceState.isOnScreen, .disappearing, .viewWillDisappear(animated: animated))
            case .didDisappear: (appearanceState == .disappearing, .disappeared, .viewDidDisappear(animated: animated))
            }
        guard allowed else { return }
        if phase == .willAppear { loadViewIfNeeded() }
        appearanceState = next
        Simulator.shared.record(.lifecycle(controller: simulatorName, callback: callback))
        switch phase {
        case .willAppear: viewWillAppear(animated)
        case .didAppear: viewDidAppear(animated)
        case .willDisappear: viewWillDisappear(animated)
        case .didDisappear: viewDidDisappear(animated)
        }
        forwardAppearance(phase, animated: animated)
    }

    /// The children that appear and disappear together with this controller. Plain
    /// containers forward to all children; navigation and tab bar controllers to the one shown.
    func forwardAppearance(_ phase: AppearancePhase, animated: Bool) {
        for child in appearanceChildren {
            child.deliver(phase, animated: animated)
        }
        afterForwardingAppearance(phase, animated: animated)
    }
}
