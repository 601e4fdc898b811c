/// The 64-bit FNV-1a hash of a chapter file's bytes. The toolchain computes it when it
/// generates a lesson and compiles it in; the lesson computes it again at start, so a binary
/// run by hand can tell that its chapter changed. It lives here, in the runtime, because
/// lessons depend on nothing of the toolchain; the toolchain uses this one copy too.
public enum ChapterFingerprint {
    // Inlinable, so a caller's byte sequence is walked by specialized code, not through witnesses.
    @inlinable public static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
