/// A problem that belongs to no particular line — a missing folder, a tool that failed to
/// start — printed as `error: message` plus a hint.
public struct ToolError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "error: \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
    }
}
