// Habit: screens shown with `show(_:sender:)` and `showDetailViewController(_:sender:)`
// rather than by pushing, so the same code pushes inside a navigation controller and
// replaces the detail column inside a split view. The coordinator is `@MainActor`.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

struct Note {
    let title: String
}

final class NotesListViewController: UIViewController {
    var onSelect: ((Note) -> Void)?
}

final class NoteViewController: UIViewController {
    let note: Note

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class NoteHistoryViewController: UIViewController {}

@MainActor
final class NotesCoordinator {
    private let list = NotesListViewController()

    var rootViewController: UIViewController { list }

    func start() {
        list.onSelect = { [weak self] note in self?.show(note) }
    }

    private func show(_ note: Note) {
        let detail = UINavigationController(rootViewController: NoteViewController(note: note))
        list.showDetailViewController(detail, sender: list)
    }

    func showHistory(from noteScreen: NoteViewController) {
        noteScreen.show(NoteHistoryViewController(), sender: noteScreen)
    }
}
