import Foundation

/// The toolchain's half of the report channel (LessonKit and the grading runner hold the
/// program's half): a nonce made for one run, sent to the program on the channel itself
/// (`ProcessRequest.channelGreeting`) and announced by one environment variable, and the rule
/// for reading the answer back — exactly one line that starts with the nonce. Anything the
/// program printed, or wrote without the nonce, is not an answer.
package struct ReportNonce: Sendable {
    /// Tells the program that descriptor 3 is the channel and its first line is the nonce.
    package static let announcement = "WORKBOOK_REPORT_CHANNEL"

    package let value: String

    package init() {
        value = UUID().uuidString + "-" + String(UInt64.random(in: .min ... .max), radix: 36)
    }

    /// What to add to the program's environment.
    package var environment: [String: String] { [Self.announcement: "3"] }

    /// The text after the nonce on the one line of `channel` that carries it; nil when no
    /// line does, or more than one.
    package func payload(in channel: String) -> Substring? { Self.payload(in: channel, nonce: value) }

    package static func payload(in channel: String, nonce: String) -> Substring? {
        let prefix = nonce + " "
        let lines = channel.split(separator: "\n").filter { $0.hasPrefix(prefix) }
        guard lines.count == 1, let line = lines.first else { return nil }
        return line.dropFirst(prefix.count)
    }
}
