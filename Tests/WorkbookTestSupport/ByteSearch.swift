#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether one text holds another, byte for byte: `memchr` for the first byte, `memcmp` for
/// the rest. The leak checks search a 2.7 MB site for thousands of lines; Foundation's
/// `contains` (a UTF-16 search on Linux) made that check alone take minutes.
package struct ByteText: Sendable {
    package let bytes: [UInt8]

    package init(_ text: String) { bytes = Array(text.utf8) }

    package func contains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                var start = hay.baseAddress!
                let end = hay.baseAddress! + (hay.count - pin.count + 1)
                while start < end, let found = memchr(start, Int32(first), end - start) {
                    if memcmp(found, pin.baseAddress!, pin.count) == 0 { return true }
                    start = UnsafeRawPointer(found) + 1
                }
                return false
            }
        }
    }
}
