final class WelcomeViewController: UIViewController {
    var onContinue: (() -> Void)?

    func continueTapped() { onContinue?() }
}

final class TourViewController: UIViewController {}

let coupledOnboarding = makeStage()
coupledOnboarding.setViewControllers(
    [WelcomeViewController(), CoupledLoginViewController()], animated: false)
(coupledOnboarding.topViewController as? CoupledLoginViewController)?.logInTapped()
simulator.settle()
checkEqual(names(coupledOnboarding).last, "HomeViewController",
           "in onboarding the same screen still pushes Home: the Tour never appears")
