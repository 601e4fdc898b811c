// Habit: an app-wide `UINavigationController` subclass that overrides
// `present(_:animated:completion:)` to refuse a second modal while one is already up (a
// common fix for "Attempt to present … which is already presenting"), and overrides
// `dismiss(animated:completion:)` and `pushViewController(_:animated:)` to log them.
// swift6: clean
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

protocol NavigationLogging {
    func log(_ message: String)
}

struct PrintLogger: NavigationLogging {
    func log(_ message: String) {
        print("[navigation] \(message)")
    }
}

class AppNavigationController: UINavigationController {
    var logger: NavigationLogging = PrintLogger()

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        if let presented = presentedViewController {
            logger.log("ignored a present while \(type(of: presented)) is on screen")
            return
        }
        logger.log("present \(type(of: viewControllerToPresent))")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        logger.log("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // Double taps on a cell push the same screen twice; the second push is a bug.
        guard topViewController !== viewController else { return }
        logger.log("push \(type(of: viewController))")
        super.pushViewController(viewController, animated: animated)
    }
}

final class ProfileCoordinator {
    let navigationController: AppNavigationController

    init(navigationController: AppNavigationController) {
        self.navigationController = navigationController
    }
}
