/// A problem that belongs to no particular line — a missing folder, a tool that failed to
/// start — shown as `error: message` plus a hint.
public struct ToolError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public var hint: String?
    /// Further lines, e.g. the tail of a tool's output.
    public var detail: [String]

    public init(_ message: String, hint: String? = nil, detail: [String] = []) {
        self.message = message
        self.hint = hint
        self.detail = detail
    }

    public var description: String { DiagnosticFormatter.plain.format(self) }
}
