// Habit: sharing from a coordinator with `UIActivityViewController`, anchoring the popover
// (needed on iPad) to the bar button that triggered it through
// `popoverPresentationController?.sourceItem`. The coordinator is `@MainActor`.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

struct Article {
    let title: String
    let url: URL
}

final class ArticleViewController: UIViewController {
    let article: Article
    var onShare: ((UIBarButtonItem) -> Void)?

    init(article: Article) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIBarButtonItem(systemItem: .action)
        share.primaryAction = UIAction { [weak self, weak share] _ in
            guard let share else { return }
            self?.onShare?(share)
        }
        navigationItem.rightBarButtonItem = share
    }
}

@MainActor
final class ArticleCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func show(_ article: Article) {
        let screen = ArticleViewController(article: article)
        screen.onShare = { [weak self, weak screen] item in
            guard let screen else { return }
            self?.share(article, from: screen, anchor: item)
        }
        navigationController.pushViewController(screen, animated: true)
    }

    private func share(_ article: Article, from screen: UIViewController, anchor: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [article.title, article.url], applicationActivities: nil)
        activity.popoverPresentationController?.sourceItem = anchor
        screen.present(activity, animated: true)
    }
}
