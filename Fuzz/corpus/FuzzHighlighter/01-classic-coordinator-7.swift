let signInStage = makeStage()
let signIn = SignInFlow(navigationController: signInStage)
signIn.start()
(signInStage.topViewController as? LoginViewController)?.logInTapped(as: "Ada")
simulator.settle()
checkEqual(names(signInStage), ["LoginViewController", "HomeViewController"],
           "the sign-in flow follows a login with Home")

let onboardingStage = makeStage()
let onboarding = OnboardingFlow(navigationController: onboardingStage)
onboarding.start()
(onboardingStage.topViewController as? WelcomeViewController)?.continueTapped()
simulator.settle()
(onboardingStage.topViewController as? LoginViewController)?.logInTapped(as: "Ada")
simulator.settle()
checkEqual(names(onboardingStage),
           ["WelcomeViewController", "LoginViewController", "TourViewController"],
           "the onboarding flow follows the very same login screen with the Tour")
