import Diagnostics
import Foundation

/// Colour for people at a terminal, none for files, pipes, CI logs and anyone who sets
/// `NO_COLOR` (no-color.org): red `error:` and ✗, yellow `warning:`, green ✓ and `ok:`.
package struct TerminalPaint: Sendable {
    package var isOn: Bool

    package init(isOn: Bool) { self.isOn = isOn }

    /// On only when `stream` is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
    package static func decide(isTerminal: Bool, environment: [String: String]) -> TerminalPaint {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalPaint(isOn: isTerminal && !noColor && environment["TERM"] != "dumb")
    }

    /// For standard error (where diagnostics and progress go) of this process.
    package static let standardError = decide(
        isTerminal: isatty(STDERR_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    package static let standardOutput = decide(
        isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)

    package func error(_ text: String) -> String { painted(text, "31;1") }
    package func warning(_ text: String) -> String { painted(text, "33;1") }
    package func success(_ text: String) -> String { painted(text, "32") }

    /// `error:` and `warning:` painted, for the diagnostic formatter.
    package var formatter: DiagnosticFormatter {
        guard isOn else { return .plain }
        let paint = self
        return DiagnosticFormatter { word in word.hasPrefix("warning") ? paint.warning(word) : paint.error(word) }
    }

    /// A lesson's listing with ✓ green and ✗ red.
    package func marks(_ listing: String) -> String {
        guard isOn else { return listing }
        return listing.replacingOccurrences(of: "✓", with: success("✓")).replacingOccurrences(of: "✗", with: error("✗"))
    }

    private func painted(_ text: String, _ code: String) -> String {
        isOn ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
