/// The 64-bit FNV-1a hash of a chapter file's bytes — the same hash the generator compiles
/// into each lesson (BookModel's `ChapterFingerprint`). LessonKit keeps its own copy because
/// lessons depend on nothing of the toolchain; the two must never change apart.
public enum ChapterFingerprint {
    public static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
