/// How an observed value becomes text: `String(reflecting:)`, which shows strings quoted and
/// collections with their elements, cut at a fixed length. A cut value ends with its full
/// length and a hash of the whole text, so two long values that differ only past the cut
/// still compare unequal.
enum ValueRendering {
    static let maximumCharacters = 4096

    static func render<Value>(_ value: Value) -> String {
        let text = String(reflecting: value)
        guard text.utf8.count > maximumCharacters else { return text }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let kept = String(decoding: text.utf8.prefix(maximumCharacters), as: UTF8.self)
        return kept + "…[\(text.utf8.count) bytes in all, FNV-1a \(String(hash, radix: 16))]"
    }
}
