/// Modal presentation and dismissal (UIKit reference, rows 9, 19–21; swipe-down in `User`,
/// rows 22–24).
///
/// As in UIKit, a presentation made from a controller inside a container is made by the top
/// of that container hierarchy (the navigation or tab bar controller), so
/// `presentingViewController` of the sheet is that container, and `presentedViewController`
/// reads the same from any controller inside it.
///
/// **Unconfirmed** on current iOS: whether the completion of a refused `present` runs (the
/// simulator never runs it); the presenter's and presented controller's did-callbacks are
/// delivered in the same order as a push (disappearing first).
extension UIViewController {
    /// Created on first use, so a delegate can be set before `present` (rows 22–24), of the
    /// class the style asks for (rows 34 and 35; `UIViewController+PresentationKind.swift`).
    func existingOrNewPresentationController() -> UIPresentationController {
        let root = containerRoot
        if let existing = root.presentationControllerStorage,
           existing.kind == root.modalPresentationStyle.presentationKind || root.presentingStorage != nil {
            return existing
        }
        let created = root.modalPresentationStyle.presentationKind.makeController(
            presented: root, presenting: root.presentingStorage)
        created.delegate = root.presentationControllerStorage?.delegate
        root.presentationControllerStorage = created
        return created
    }

    /// `present(_:animated:completion:)`, unless a subclass overrides it.
    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let host = containerRoot
        if let current = host.presentedStorage {
            Simulator.shared.record(.warning(Simulator.UIKitMessages.presentWhilePresenting(
                controller.simulatorName, on: host.simulatorName, alreadyPresenting: current.simulatorName)))
            return
        }
        guard host.isOnScreen else {
            Simulator.shared.record(.warning(Simulator.UIKitMessages.presentOffScreen(
                controller.simulatorName, on: host.simulatorName)))
            return
        }
        host.presentedStorage = controller
        controller.presentingStorage = host
        controller.existingOrNewPresentationController().presentingLink = host
        Simulator.shared.record(.stateChange(
            subject: host.simulatorName, property: "presentedViewController", value: controller.simulatorName))

        let style = controller.modalPresentationStyle
        controller.loadViewIfNeeded()
        var transition: SimulatedTransition?
        if animated {
            transition = SimulatedTransition(from: host, to: controller, interactive: false, presentationStyle: style) {
                _ in host.finishPresenting(controller, animated: animated, completion: completion)
            }
            host.presentationTransition = transition
            controller.presentationTransition = transition
        }
        controller.beingPresented = true
        if style.removesPresenterView { host.deliver(.willDisappear, animated: animated) }
        controller.deliver(.willAppear, animated: animated)
        if let transition {
            transition.start()
        } else {
            host.finishPresenting(controller, animated: animated, completion: completion)
        }
    }

    /// `dismiss(animated:completion:)`, unless a subclass overrides it.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let root = containerRoot
        if root.presentedStorage != nil {
            root.dismissPresented(animated: animated, completion: completion)
        } else if let presenter = root.presentingStorage {
            presenter.dismissPresented(animated: animated, completion: completion)
        }
    }

    private func finishPresenting(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if controller.modalPresentationStyle.removesPresenterView { deliver(.didDisappear, animated: animated) }
        controller.deliver(.didAppear, animated: animated)
        controller.beingPresented = false
        presentationTransition = nil
        controller.presentationTransition = nil
        if let completion {
            Simulator.shared.record(.completion("\(simulatorName).present(\(controller.simulatorName))"))
            completion()
        }
    }

    /// Dismisses the chain of controllers above this one. `interactive` starts a swipe-down
    /// that waits for the gesture; `afterDismissal` runs once everything is gone.
    @discardableResult
    func dismissPresented(
        animated: Bool, interactive: Bool = false, completion: (() -> Void)? = nil,
        afterDismissal: (() -> Void)? = nil
    ) -> SimulatedTransition? {
        guard let presented = presentedStorage else { return nil }
        guard presentationTransition == nil else {
            Simulator.shared.record(.warning(Simulator.UIKitMessages.dismissDuringTransition(simulatorName)))
            return nil
        }
        var chain = [presented]
        while let next = chain.last?.presentedStorage { chain.append(next) }
        let removesPresenter = presented.modalPresentationStyle.removesPresenterView

        let finish: (Bool) -> Void = { [self] cancelled in
            finishDismissing(chain, cancelled: cancelled, animated: animated, removesPresenter: removesPresenter)
            if !cancelled {
                if let completion {
                    Simulator.shared.record(.completion("\(simulatorName).dismiss"))
                    completion()
                }
                afterDismissal?()
            }
        }
        var transition: SimulatedTransition?
        if animated {
            transition = SimulatedTransition(
                from: chain.last, to: self, interactive: interactive,
                presentationStyle: presented.modalPresentationStyle, finish: finish)
            presentationTransition = transition
            for controller in chain { controller.presentationTransition = transition }
        }
        for controller in chain.reversed() {
            controller.beingDismissed = true
            controller.deliver(.willDisappear, animated: animated)
        }
        if removesPresenter { deliver(.willAppear, animated: animated) }
        if let transition { transition.start() } else { finish(false) }
        return transition
    }

    private func finishDismissing(
        _ chain: [UIViewController], cancelled: Bool, animated: Bool, removesPresenter: Bool
    ) {
        presentationTransition = nil
        for controller in chain { controller.presentationTransition = nil }
        if cancelled {
            if removesPresenter {
                deliver(.willDisappear, animated: animated)
                deliver(.didDisappear, animated: animated)
            }
            for controller in chain {
                controller.beingDismissed = false
                controller.deliver(.willAppear, animated: animated)
                controller.deliver(.didAppear, animated: animated)
            }
            return
        }
        for controller in chain.reversed() { controller.deliver(.didDisappear, animated: animated) }
        if removesPresenter { deliver(.didAppear, animated: animated) }
        for controller in chain {
            controller.beingDismissed = false
            controller.presentingStorage = nil
            controller.presentedStorage = nil
        }
        presentedStorage = nil
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "presentedViewController", value: "nil"))
    }
}
