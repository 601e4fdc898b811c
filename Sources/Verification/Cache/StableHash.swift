import LessonKit

/// FNV-1a over UTF-8, 64 bits (LessonKit's one implementation): a small stable hash for
/// naming cache entries (Swift's `Hasher` is seeded per process, so it cannot name anything
/// that outlives one run).
package enum StableHash {
    package static func hex(of text: String) -> String { String(ChapterFingerprint.of(text.utf8), radix: 16) }

    /// One hash of several parts; the separator keeps `["ab", "c"]` apart from `["a", "bc"]`.
    package static func hex(of parts: [String]) -> String { hex(of: parts.joined(separator: "\u{0}")) }
}
