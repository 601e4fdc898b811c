extension String {
    /// The text `bytes` hold when they are valid UTF-8, else nil: what the standard library's
    /// `String(validating:as:)` answers, without its availability (macOS 15), above what the
    /// package supports (macOS 13). Decoding repairs every ill-formed sequence (an overlong
    /// form, a surrogate, a stray continuation byte, a truncated sequence) with U+FFFD, which
    /// changes the bytes, so the text is valid exactly when it encodes back to the same bytes.
    package init?<Bytes: Collection>(validUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.count == bytes.count, decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
