// Habit: an appearance setting applied by the app coordinator through
// `overrideUserInterfaceStyle` on the window (and on a presented flow that must always be
// dark), mapping the app's own setting onto `UIUserInterfaceStyle`. Not actor-annotated.
// swift6: isolation-warnings
#if canImport(UIKit)
import UIKit
#else
import NavigationSimulator
#endif

enum AppearanceSetting: String {
    case system, light, dark

    var interfaceStyle: UIUserInterfaceStyle {
        switch self {
        case .system: return .unspecified
        case .light: return .light
        case .dark: return .dark
        }
    }
}

protocol SettingsStore: AnyObject {
    var appearance: AppearanceSetting { get set }
}

final class CameraViewController: UIViewController {}

final class AppearanceCoordinator {
    private let window: UIWindow
    private let settings: SettingsStore

    init(window: UIWindow, settings: SettingsStore) {
        self.window = window
        self.settings = settings
    }

    func start() {
        apply(settings.appearance)
    }

    func userChose(_ appearance: AppearanceSetting) {
        settings.appearance = appearance
        apply(appearance)
    }

    private func apply(_ appearance: AppearanceSetting) {
        window.overrideUserInterfaceStyle = appearance.interfaceStyle
    }

    func presentCamera() {
        let camera = CameraViewController()
        camera.overrideUserInterfaceStyle = .dark
        camera.modalPresentationStyle = .fullScreen
        window.rootViewController?.present(camera, animated: true, completion: nil)
    }
}
