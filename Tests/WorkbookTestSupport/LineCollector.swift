import Foundation

/// Collects printed lines, which may arrive from any thread.
package final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    package init() {}

    package func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    package var text: String {
        lock.lock()
        defer { lock.unlock() }
        return lines.joined(separator: "\n")
    }
}
