/// FNV-1a over UTF-8, 64 bits: a small stable hash for naming cache entries (Swift's `Hasher`
/// is seeded per process, so it cannot name anything that outlives one run). The same function
/// as LessonKit's `ChapterFingerprint`, which lessons carry without depending on the toolchain.
package enum StableHash {
    package static func hex(of text: String) -> String { hex(ofBytes: text.utf8) }

    package static func hex<Bytes: Sequence>(ofBytes bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// One hash of several parts; the separator keeps `["ab", "c"]` apart from `["a", "bc"]`.
    package static func hex(of parts: [String]) -> String { hex(of: parts.joined(separator: "\u{0}")) }
}
