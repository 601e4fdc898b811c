// snippet.hide
import LessonKit
import NavigationSimulator
// snippet.show

final class HomeViewController: UIViewController {
    /// Home only reports, too: the person tapped the Profile row.
    var onShowProfile: (() -> Void)?

    func profileRowTapped() { onShowProfile?() }
}

final class CoupledLoginViewController: UIViewController {
    /// The Log in button's action, once the password has been accepted.
    func logInTapped() {
        navigationController?.pushViewController(HomeViewController(), animated: true)
    }
}
