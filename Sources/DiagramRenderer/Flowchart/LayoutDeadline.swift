import Diagnostics
import Foundation

/// A time limit on one Graphviz layout.
///
/// `gvLayout` cannot be cancelled, so the layout runs on a thread of its own (with a large
/// stack, since `dot` recurses) and the caller waits for it only until the deadline. Past it,
/// the caller gets `LayoutDeadline.Expired` and goes on; the abandoned layout runs to its end
/// in the background, holding Graphviz's lock, so a later layout in the same process waits for
/// it within its own deadline. A build stops at the first error anyway, so in practice the
/// process ends soon after. The size limits (`DiagramLimits`) keep every accepted chart far
/// below the deadline.
enum LayoutDeadline {
    /// How long one layout may take. Within the size limits the slowest measured was ~3 s.
    static let seconds: Double = 20

    struct Expired: Error {
        var seconds: Double
    }

    /// The result of `work`, or `Expired` when it has not finished within `seconds`.
    /// A deadline that has already passed (`seconds <= 0`) starts no work at all.
    static func run<Value>(seconds: Double, _ work: @escaping @Sendable () throws -> Value) throws -> Value {
        guard seconds > 0 else { throw Expired(seconds: seconds) }
        let job = Job<Value>()
        let thread = Thread {
            let result = Result { try work() }
            job.finish(result)
        }
        thread.stackSize = 64 << 20
        thread.start()
        guard job.done.wait(timeout: .now() + seconds) == .success, let result = job.result else {
            throw Expired(seconds: seconds)
        }
        return try result.get()
    }

    /// One layout's result, handed from its thread to the caller.
    private final class Job<Value>: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var stored: Result<Value, Error>?

        var result: Result<Value, Error>? { lock.withLock { stored } }

        func finish(_ result: Result<Value, Error>) {
            lock.withLock { stored = result }
            done.signal()
        }
    }
}
