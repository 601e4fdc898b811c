import Foundation

/// An append-only list that any thread may add to: what checks and event traces record
/// into, since a lesson's code may run on several threads.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        storage.append(element)
        lock.unlock()
    }

    /// Everything appended so far, oldest first.
    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }

    func removeAll() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }
}
