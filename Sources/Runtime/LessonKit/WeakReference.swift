/// Watches an object without keeping it alive, for `checkDeallocated` and `checkAlive`.
///
/// Create it from an expression (`WeakReference(coordinator.detail(id: 1))`) rather than
/// from a local `let`, so that no strong local variable outlives the owners under test.
public final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    public private(set) weak var object: Object?
    /// The watched object's type, kept for messages after it is gone.
    public let typeName: String

    public init(_ object: Object?) {
        self.object = object
        self.typeName = object.map { String(describing: type(of: $0)) }
            ?? String(describing: Object.self)
    }

    public var isReleased: Bool { object == nil }
}
