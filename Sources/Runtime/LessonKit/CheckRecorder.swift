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
public final class CheckRecorder: Sendable {
    /// The recorder every free `check…` function writes to.
    public static let shared = CheckRecorder()

    private let storage = LockedList<CheckResult>()

    public init() {}

    public func record(_ result: CheckResult) { storage.append(result) }

    public var results: [CheckResult] { storage.elements }

    public func reset() { storage.removeAll() }
}
