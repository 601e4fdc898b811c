#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding exercise text (a hidden test's name, a rule's words, a solution's line) in other
/// text, byte for byte: `memchr` to the next first byte, `memcmp` for the rest. Foundation's
/// `contains`/`range(of:)` search UTF-16 on Linux and match canonically equivalent forms; the
/// callers that need that ask Foundation themselves, after this says there are no equal bytes.
package enum ByteSearch {
    /// Whether `needle` occurs in `haystack`; an empty needle always does.
    package static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        needle.isEmpty || firstOccurrence(of: needle, in: haystack, from: 0) != nil
    }

    /// The offset of the first `needle` in `haystack` at or after `start`; nil for an empty needle.
    package static func firstOccurrence(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0, needle.count <= haystack.count - start else { return nil }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin -> Int? in
                let base = hay.baseAddress!
                var cursor = base + start
                let end = base + (hay.count - pin.count + 1)
                while cursor < end, let found = memchr(cursor, Int32(first), end - cursor) {
                    if memcmp(found, pin.baseAddress!, pin.count) == 0 { return UnsafeRawPointer(found) - base }
                    cursor = UnsafeRawPointer(found) + 1
                }
                return nil
            }
        }
    }
}
