let lonely = makeStage()
lonely.setViewControllers([LoginViewController()], animated: false)
(lonely.topViewController as? LoginViewController)?.logInTapped(as: "Ada")
simulator.settle()
checkEqual(names(lonely), ["LoginViewController"],
           "a login screen that only reports never navigates by itself")
