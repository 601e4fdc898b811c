import Foundation

/// UIKit's common ancestor of controllers and views. It adds nothing here; it exists so
/// that, as in UIKit, every controller and window is an `NSObject`, and a listing whose
/// controller also conforms to an `NSObjectProtocol` delegate compiles unchanged on iOS.
@preconcurrency @MainActor
open class UIResponder: NSObject {}
