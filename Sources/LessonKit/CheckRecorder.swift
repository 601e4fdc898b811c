import Foundation

/// One evaluated check: where it was written (the chapter's `.md` line, thanks to
/// `#sourceLocation` in generated lessons), what it claimed, and what went wrong.
public struct CheckResult: Sendable, Equatable, Codable {
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var passed: Bool
    /// Extra explanation for a failure, e.g. both sides of an equality.
    public var detail: String?

    public init(message: String, file: String, line: Int, column: Int = 1, passed: Bool, detail: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.passed = passed
        self.detail = detail
    }
}

/// Collects check results for the running lesson. Checks record and continue, so one
/// failure never hides the next; the lesson reports everything at the end.
public final class CheckRecorder: @unchecked Sendable {
    /// The recorder every free `check…` function writes to.
    public static let shared = CheckRecorder()

    private let lock = NSLock()
    private var storage: [CheckResult] = []

    public init() {}

    public func record(_ result: CheckResult) {
        lock.lock()
        storage.append(result)
        lock.unlock()
    }

    public var results: [CheckResult] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    public func reset() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }
}
