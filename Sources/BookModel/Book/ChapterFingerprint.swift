/// A stable 64-bit FNV-1a hash of a chapter file's bytes. Generated lessons carry it so a
/// lesson binary run by hand can tell that its chapter changed since it was generated.
/// LessonKit computes the same hash on its own side (it depends on no toolchain module);
/// the two must agree byte for byte, so neither may change alone.
package enum ChapterFingerprint {
    package static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
