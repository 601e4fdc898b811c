import Foundation

/// Collects printed lines, which may arrive from any thread.
public final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    public init() {}

    public func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return lines.joined(separator: "\n")
    }
}
