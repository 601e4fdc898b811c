/// A problem that belongs to no particular line — a missing folder, a tool that failed to
/// start — shown as `error: message` plus a hint.
package struct ToolError: Error, CustomStringConvertible, Equatable, Sendable {
    package var message: String
    package var hint: String?
    /// Further lines, e.g. the tail of a tool's output.
    package var detail: [String]

    package init(_ message: String, hint: String? = nil, detail: [String] = []) {
        self.message = message
        self.hint = hint
        self.detail = detail
    }

    package var description: String { DiagnosticFormatter.plain.format(self) }
}
