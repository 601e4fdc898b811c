/// Light or dark. Controllers and views keep `overrideUserInterfaceStyle` as state; the
/// simulator draws nothing, so the style changes no callback (UIKit reference, row 37).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
