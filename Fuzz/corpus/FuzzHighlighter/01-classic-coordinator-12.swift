let appStage = makeStage()
let app = AppCoordinator(navigationController: appStage)
checkEqual(names(appStage), [], "creating the app coordinator shows nothing")

@MainActor
func kinds(_ coordinator: any Coordinator) -> [String] {
    coordinator.childCoordinators.map { String(describing: type(of: $0)) }
}

app.start()
checkEqual(names(appStage), ["LoginViewController"], "start() shows the login screen")
checkEqual(kinds(app), ["AuthCoordinator"], "and the app coordinator owns the auth flow")
