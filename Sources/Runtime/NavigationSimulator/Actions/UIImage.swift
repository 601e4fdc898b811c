import Foundation

/// An image only by name: bar button items and actions carry one, nothing draws it. Every
/// name exists in the simulator, so `init?(systemName:)` and `init?(named:)` never fail here.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// The SF Symbol or asset name the image was made from.
    let name: String

    /// An empty image, as `UIImage()` makes in UIKit.
    public override init() {
        self.name = ""
        super.init()
    }

    public init?(systemName name: String) {
        self.name = name
        super.init()
    }

    public init?(named name: String) {
        self.name = name
        super.init()
    }
}
