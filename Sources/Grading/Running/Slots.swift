import Foundation

/// Where parallel workers leave their results, one slot each, behind a lock.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

extension Slots where Value == Int {
    /// Adds one to the first slot and returns the new count.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (slots[0] ?? 0) + 1
        slots[0] = next
        return next
    }
}
