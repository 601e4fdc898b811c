import Diagnostics
import MarkupWriting

/// The part of an HTTP/1.x request a static file server needs: method and path.
struct HTTPRequest: Equatable {
    var method: String
    /// Percent-decoded, without the query or fragment; always starts with `/`.
    var path: String

    /// Reads the request line of `head` (the bytes up to the blank line); nil when it is not
    /// `METHOD /path HTTP/1.x`.
    init?(head: [UInt8]) {
        let text = String(decoding: head, as: UTF8.self)
        guard let line = text.split(separator: "\r\n", maxSplits: 1, omittingEmptySubsequences: false).first else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
        var target = Substring(parts[1])
        if let end = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = target[..<end] }
        guard let decoded = Self.percentDecoded(target) else { return nil }
        method = String(parts[0])
        path = decoded
    }

    /// `%20` → space; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigit.value), let low = iterator.next().flatMap(HexDigit.value) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validUTF8: bytes)
    }
}
