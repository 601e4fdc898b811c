// Habit: an iPad-ready coordinator around `UISplitViewController(style: .doubleColumn)`: it
// fills the columns with `setViewController(_:for:)` (including a `.compact` column for
// iPhone), shows the detail column with `show(_:)`, and, as the split view's delegate,
// picks the column to keep when the interface collapses and notes when it collapses or
// expands. Conforming to `UISplitViewControllerDelegate` makes it main-actor isolated.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

struct Mailbox: Hashable {
    let name: String
}

final class MailboxesViewController: UIViewController {
    var onSelect: ((Mailbox) -> Void)?
}

final class MessagesViewController: UIViewController {
    var mailbox: Mailbox?
}

final class EmptySelectionViewController: UIViewController {}

final class MailSplitCoordinator: NSObject, UISplitViewControllerDelegate {
    let splitViewController = UISplitViewController(style: .doubleColumn)
    private let mailboxes = MailboxesViewController()
    private let compactNavigation = UINavigationController()
    private var hasSelection = false

    func start() {
        mailboxes.onSelect = { [weak self] mailbox in self?.open(mailbox) }
        splitViewController.delegate = self
        splitViewController.preferredDisplayMode = .oneBesideSecondary
        splitViewController.setViewController(mailboxes, for: .primary)
        splitViewController.setViewController(EmptySelectionViewController(), for: .secondary)
        compactNavigation.viewControllers = [MailboxesViewController()]
        splitViewController.setViewController(compactNavigation, for: .compact)
    }

    private func open(_ mailbox: Mailbox) {
        let messages = MessagesViewController()
        messages.mailbox = mailbox
        messages.title = mailbox.name
        hasSelection = true
        if splitViewController.isCollapsed {
            compactNavigation.pushViewController(messages, animated: true)
        } else {
            splitViewController.setViewController(UINavigationController(rootViewController: messages), for: .secondary)
            splitViewController.show(.secondary)
        }
    }

    // MARK: UISplitViewControllerDelegate

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        // Without a selection the empty detail screen must not become the only thing on screen.
        hasSelection ? proposedTopColumn : .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        print("collapsed, showing \(String(describing: svc.viewController(for: .compact)))")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        print("expanded")
    }
}
