/// The moves behind `UISplitViewController`: replacing a column, collapsing, expanding, and
/// showing or hiding a column (UIKit reference, rows 40–43). Every move runs inside
/// `changeColumns`, which then moves appearance from what was on screen to what is now.
extension UISplitViewController {
    /// The columns of this style, leading first.
    var columnOrder: [Column] {
        columnStyle == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    var primaryNavigation: UINavigationController? { columnChild[.primary] as? UINavigationController }

    /// The navigation controller on top of the collapsed stack: the last stacked column's, or
    /// the primary's.
    var topStackedNavigation: UINavigationController? {
        guard let primary = primaryNavigation else { return nil }
        return primary.stack.last(where: { isColumnChild($0) }) as? UINavigationController ?? primary
    }

    func isColumnChild(_ controller: UIViewController) -> Bool {
        columnChild.values.contains { $0 === controller }
    }

    func resolved(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return columnStyle == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The columns a display mode shows, expanded.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        let shown: [Column] = switch mode {
        case .secondaryOnly: [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            columnStyle == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .automatic, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            [.primary, .supplementary, .secondary]
        }
        return columnOrder.filter { shown.contains($0) }
    }

    // MARK: Appearance

    /// Runs `change`, then gives `viewWillDisappear`/`viewWillAppear`, then the did-callbacks,
    /// to the controllers that left or joined the screen. Nothing is delivered off screen.
    func changeColumns(_ change: () -> Void) {
        guard isOnScreen else {
            change()
            return
        }
        let before = shownTree(from: self)
        change()
        let after = shownTree(from: self)
        let leaving = before.filter { old in !after.contains { $0 === old } }
        let arriving = after.filter { new in !before.contains { $0 === new } }
        for controller in leaving { controller.deliver(.willDisappear, animated: false) }
        for controller in arriving { controller.deliver(.willAppear, animated: false) }
        for controller in leaving { controller.deliver(.didDisappear, animated: false) }
        for controller in arriving { controller.deliver(.didAppear, animated: false) }
    }

    /// Every controller shown under `root`, parents before their children.
    private func shownTree(from root: UIViewController) -> [UIViewController] {
        root.appearanceChildren.flatMap { [$0] + shownTree(from: $0) }
    }

    func changeDisplayMode(to mode: DisplayMode) {
        guard mode != currentMode else { return }
        changeColumns { currentMode = mode }
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "displayMode", value: "\(mode)"))
    }

    // MARK: Columns

    func replaceColumn(_ column: Column, with controller: UIViewController?) {
        let child = controller.map { column == .compact || $0 is UINavigationController ? $0 : UINavigationController(rootViewController: $0) }
        let old = columnChild[column]
        changeColumns {
            assigned[column] = controller
            columnChild[column] = child
            Simulator.shared.record(.stateChange(
                subject: simulatorName, property: "viewController(for: .\(column))",
                value: controller?.simulatorName ?? "nil"))
            if let old, let child, let stack = old.parentLink as? UINavigationController,
               let index = stack.stack.firstIndex(where: { $0 === old }) {
                // Stacked on the collapsed primary: the new column takes the old one's place.
                var newStack = stack.stack
                newStack[index] = child
                moveOntoStack(child, of: stack) { old.deliverWillMove(toParent: nil); stack.setStackSilently(newStack) }
                old.parentLink = nil
                old.deliverDidMove(toParent: nil)
                return
            }
            if let old, old.parentLink === self {
                old.deliverWillMove(toParent: nil)
                old.removeFromParentSilently()
                old.deliverDidMove(toParent: nil)
            }
            if let child { adopt(child) }
        }
    }

    /// Makes `child` a child of the split view controller, taking it off any stack it is on.
    func adopt(_ child: UIViewController) {
        if let stack = child.parentLink as? UINavigationController, stack.stack.contains(where: { $0 === child }) {
            stack.setStackSilently(stack.stack.filter { $0 !== child })
        }
        child.removeFromParentSilently()
        child.parentLink = self
        child.deliverWillMove(toParent: self)
        childList = (columnOrder + [.compact]).compactMap { columnChild[$0] }.filter { $0.parentLink === self }
        child.deliverDidMove(toParent: self)
    }

    /// `child` joins `navigation`'s stack with the new parent's pair of containment calls.
    private func moveOntoStack(_ child: UIViewController, of navigation: UINavigationController, apply: () -> Void) {
        child.removeFromParentSilently()
        child.parentLink = navigation
        child.deliverWillMove(toParent: navigation)
        apply()
        child.deliverDidMove(toParent: navigation)
    }

    // MARK: Collapse and expand (rows 41 and 42)

    func collapse() {
        guard columnStyle != .unspecified, !laidOutCollapsed else { return }
        let proposed = columnOrder.last { assigned[$0] != nil } ?? .primary
        var top = proposed
        if let delegate {
            top = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
            Simulator.shared.record(.splitViewDelegate(
                split: simulatorName, callback: .topColumnForCollapsing(proposed: "\(proposed)", answer: "\(top)")))
        }
        changeColumns {
            laidOutCollapsed = true
            guard columnChild[.compact] == nil, let primary = primaryNavigation,
                  let topIndex = columnOrder.firstIndex(of: top), topIndex > 0
            else { return }
            let stacked = columnOrder[1...topIndex].compactMap { columnChild[$0] }
            for column in stacked {
                moveOntoStack(column, of: primary) { primary.setStackSilently(primary.stack + [column]) }
            }
        }
        reportsCollapsed = true
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "isCollapsed", value: "true"))
        if let delegate {
            Simulator.shared.record(.splitViewDelegate(split: simulatorName, callback: .didCollapse))
            delegate.splitViewControllerDidCollapse(self)
        }
    }

    func expand() {
        guard columnStyle != .unspecified, laidOutCollapsed else { return }
        let proposed = resolved(preferredMode)
        var mode = proposed
        if let delegate {
            mode = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            Simulator.shared.record(.splitViewDelegate(
                split: simulatorName, callback: .displayModeForExpanding(proposed: "\(proposed)", answer: "\(mode)")))
        }
        let modeChanges = resolved(mode) != currentMode
        changeColumns {
            laidOutCollapsed = false
            currentMode = resolved(mode)
            if let primary = primaryNavigation, let first = primary.stack.firstIndex(where: { isColumnChild($0) }) {
                primary.setStackSilently(Array(primary.stack[..<first]))
            }
            for column in columnOrder.dropFirst() {
                if let child = columnChild[column], child.parentLink !== self { adopt(child) }
            }
        }
        if modeChanges {
            Simulator.shared.record(.stateChange(subject: simulatorName, property: "displayMode", value: "\(currentMode)"))
        }
        reportsCollapsed = false
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "isCollapsed", value: "false"))
        if let delegate {
            Simulator.shared.record(.splitViewDelegate(split: simulatorName, callback: .didExpand))
            delegate.splitViewControllerDidExpand(self)
        }
    }

    // MARK: show(_:) and hide(_:) of a column (row 43)

    func showStackedColumn(_ column: Column) {
        guard columnChild[.compact] == nil, let primary = primaryNavigation else { return }
        let stack = primary.stack
        let firstStacked = stack.firstIndex { isColumnChild($0) }
        if column == .primary {
            if let firstStacked, firstStacked > 0 { primary.popToViewController(stack[firstStacked - 1], animated: true) }
            return
        }
        guard let child = columnChild[column], let target = columnOrder.firstIndex(of: column) else { return }
        if let index = stack.firstIndex(where: { $0 === child }) {
            if index < stack.count - 1 { primary.popToViewController(child, animated: true) }
            return
        }
        let missing = columnOrder[1...target].compactMap { columnChild[$0] }
            .filter { column in !stack.contains { $0 === column } }
        primary.setViewControllers(stack + missing, animated: true)
    }

    func hideStackedColumn(_ column: Column) {
        guard column != .primary, columnChild[.compact] == nil, let primary = primaryNavigation,
              let child = columnChild[column], primary.topViewController === child
        else { return }
        primary.popViewController(animated: true)
    }

    func showExpandedColumn(_ column: Column) {
        guard column != .secondary, !visibleColumns(in: currentMode).contains(column) else { return }
        let overlays = splitBehavior == .overlay
        let mode: DisplayMode =
            if columnStyle == .tripleColumn && column == .primary {
                overlays ? .twoOverSecondary : splitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
            } else {
                overlays ? .oneOverSecondary : .oneBesideSecondary
            }
        changeDisplayMode(to: mode)
    }

    func hideExpandedColumn(_ column: Column) {
        guard column != .secondary, visibleColumns(in: currentMode).contains(column) else { return }
        let keepsSupplementary = columnStyle == .tripleColumn && column == .primary
        let mode: DisplayMode =
            keepsSupplementary ? (splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary) : .secondaryOnly
        changeDisplayMode(to: mode)
    }

    /// Classic style: the children, all on screen together.
    func setClassicChildren(_ controllers: [UIViewController]) {
        changeColumns {
            for old in childList where !controllers.contains(where: { $0 === old }) { old.parentLink = nil }
            for controller in controllers {
                controller.removeFromParentSilently()
                controller.parentLink = self
            }
            childList = controllers
        }
    }
}

extension UINavigationController {
    /// Replaces the stack with no transition, appearance or containment calls: the split view
    /// controller moves whole columns and delivers those itself.
    func setStackSilently(_ newStack: [UIViewController]) {
        stack = newStack
        childList = newStack
        let names = newStack.map(\.simulatorName).joined(separator: ", ")
        Simulator.shared.record(.stateChange(subject: simulatorName, property: "viewControllers", value: "[\(names)]"))
    }
}
