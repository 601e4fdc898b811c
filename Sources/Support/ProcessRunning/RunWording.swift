import Foundation

/// How a run's facts read for people, shared by everything that reports on contained runs
/// (lessons, graded tests), so they say it the same way.
package enum RunWording {
    /// `2.0 s` below ten seconds, `120 s` above.
    package static func seconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f s", value) : "\(Int(value.rounded())) s"
    }

    /// `512 MiB`, `1 GiB`, `1.5 GiB`: how memory caps read in messages.
    package static func bytes(_ value: UInt64) -> String {
        let gibibyte = Double(1 << 30), mebibyte = Double(1 << 20)
        let amount = Double(value)
        if amount >= gibibyte {
            let gibibytes = amount / gibibyte
            return (gibibytes == gibibytes.rounded() ? "\(Int(gibibytes))" : String(format: "%.1f", gibibytes)) + " GiB"
        }
        return "\(Int((amount / mebibyte).rounded())) MiB"
    }

    /// The Swift runtime's reason for a trap, from `Fatal error` on: `Fatal error: Index out of
    /// range`. The runtime prints it on standard error just before the process dies.
    package static func swiftFatalError(in standardError: String) -> Substring? {
        guard let line = standardError.split(separator: "\n").first(where: { $0.contains("Fatal error") }),
            let range = line.range(of: "Fatal error")
        else { return nil }
        return line[range.lowerBound...]
    }
}
