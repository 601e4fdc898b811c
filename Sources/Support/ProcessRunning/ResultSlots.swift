import Foundation

/// One slot per job, filled from parallel lanes in any order and read back in job order: the
/// lock-guarded results behind `parallelMap(limit:)`, the one parallel runner (lessons, tests, mutants).
package final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]
    private var filled = 0

    package init(count: Int) { storage = Array(repeating: nil, count: count) }

    /// Stores a job's value; returns how many jobs have left one so far (for progress).
    @discardableResult
    package func set(_ index: Int, _ value: Value) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if storage[index] == nil { filled += 1 }
        storage[index] = value
        return filled
    }

    /// One job's value; call once that job is done.
    package subscript(index: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return storage[index]!
    }

    /// Every slot, nil where a job left nothing.
    package var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Every slot's value; call once all jobs are done.
    package var all: [Value] { values.map { $0! } }
}
