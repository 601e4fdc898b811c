import Foundation

/// An image, as far as bar items need one: the simulator draws nothing, so an image is only
/// something to hand to a bar item.
open class UIImage: NSObject {
    public override init() {
        super.init()
    }

    /// Every symbol name gives an image: the simulator has no symbol catalogue to look it up in.
    public convenience init?(systemName: String) {
        self.init()
    }
}
