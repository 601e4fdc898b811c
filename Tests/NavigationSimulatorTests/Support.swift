import NavigationSimulator

/// A view controller named by its title, so log lines read `Home.viewDidLoad()`.
@MainActor
final class Screen: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        nil
    }
}
