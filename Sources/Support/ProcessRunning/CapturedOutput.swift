import Foundation

/// One stream of a child, kept up to a cap. What did not fit is counted, not stored, so a program
/// printing forever costs time but never memory — and the reader is told that text is missing.
package struct CapturedOutput: Sendable, Equatable {
    package var data: Data
    /// Bytes the program wrote beyond the cap.
    package var droppedBytes: Int

    package init(data: Data = Data(), droppedBytes: Int = 0) {
        self.data = data
        self.droppedBytes = droppedBytes
    }

    package var isTruncated: Bool { droppedBytes > 0 }

    /// UTF-8 text (invalid bytes replaced) plus, when truncated, a visible last line such as
    /// "[output truncated: 12,345,678 more bytes were not kept]".
    package var text: String {
        var text = String(decoding: data, as: UTF8.self)
        guard isTruncated else { return text }
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        let unit = droppedBytes == 1 ? "byte was" : "bytes were"
        return text + "[output truncated: \(Self.grouped(droppedBytes)) more \(unit) not kept]\n"
    }

    /// 12345678 → "12,345,678", the same whatever the locale, so messages and tests agree.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}
