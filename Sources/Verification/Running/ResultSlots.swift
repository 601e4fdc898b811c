import Foundation

/// One slot per job, filled from parallel lanes in any order and read back in job order.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's value; call once all jobs are done.
    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
