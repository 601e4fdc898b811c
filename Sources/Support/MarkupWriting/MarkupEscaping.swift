/// The one escaper for the site's pages and the diagrams' SVG.
///
/// Pages are HTML that is also well-formed XML, so only XML's predefined entities and numeric
/// references are written, and the characters XML 1.0 forbids (C0 controls other than tab, LF
/// and CR; U+FFFE; U+FFFF) are dropped: no reference can stand for them. It works on the UTF-8
/// bytes, and a string with nothing to escape comes back as the very same string.
package enum MarkupEscaping {
    /// `string` as element content.
    package static func text(_ string: String) -> String {
        escape(string, .text)
    }

    /// `string` as a double-quoted attribute value.
    package static func attribute(_ string: String) -> String {
        escape(string, .attribute)
    }

    package static func escape(_ string: String, _ rules: EscapeRules) -> String {
        var source = string
        return source.withUTF8 { bytes -> String? in
            guard needsEscaping(bytes, rules) else { return nil }
            let length = escapedLength(of: bytes, rules)
            return String(unsafeUninitializedCapacity: length) { output in
                var written = 0
                forEachPiece(of: bytes, rules) { piece in
                    (output.baseAddress! + written).initialize(from: piece.baseAddress!, count: piece.count)
                    written += piece.count
                }
                return written
            }
        } ?? string
    }

    /// Appends `string`, escaped, to a UTF-8 buffer: what ``MarkupWriter`` builds on.
    package static func append(_ string: String, _ rules: EscapeRules, to output: inout [UInt8]) {
        var source = string
        source.withUTF8 { bytes in
            if !needsEscaping(bytes, rules) {
                output.append(contentsOf: bytes)
                return
            }
            forEachPiece(of: bytes, rules) { output.append(contentsOf: $0) }
        }
    }

    /// Whether XML 1.0 allows `scalar` in a document at all.
    package static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    // MARK: - The byte scan

    @inline(__always)
    private static func isSpecial(_ byte: UInt8, _ mask: UInt64) -> Bool {
        byte < 64 ? mask & (1 << UInt64(byte)) != 0 : byte == 0xEF
    }

    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, _ rules: EscapeRules) -> Bool {
        let mask = rules.specialBytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpecial(byte, mask), byte != 0xEF || isNoncharacter(bytes, at: index) { return true }
            index += 1
        }
        return false
    }

    /// How many bytes the escaped text takes, so it can be written into one exact allocation.
    private static func escapedLength(of bytes: UnsafeBufferPointer<UInt8>, _ rules: EscapeRules) -> Int {
        var length = 0
        forEachPiece(of: bytes, rules) { length += $0.count }
        return length
    }

    /// Calls `body` with the output in order: runs of input bytes copied as they are, and
    /// the replacement of every special byte (nothing, for a dropped one).
    @inline(__always)
    private static func forEachPiece(
        of bytes: UnsafeBufferPointer<UInt8>, _ rules: EscapeRules, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let mask = rules.specialBytes
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isSpecial(byte, mask) else {
                index += 1
                continue
            }
            if byte == 0xEF {
                guard isNoncharacter(bytes, at: index) else {
                    index += 1
                    continue
                }
                if runStart < index { body(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                index += 3
                runStart = index
                continue
            }
            if runStart < index { body(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            let replacement = reference(for: byte)
            if replacement.utf8CodeUnitCount > 0 {
                body(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            }
            index += 1
            runStart = index
        }
        if runStart < bytes.count { body(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// U+FFFE and U+FFFF are EF BF BE and EF BF BF.
    @inline(__always)
    private static func isNoncharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] & 0xFE == 0xBE
    }

    /// What a special ASCII byte becomes; empty for the controls XML forbids.
    private static func reference(for byte: UInt8) -> StaticString {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&apos;"
        case 0x09: "&#9;"
        case 0x0A: "&#10;"
        case 0x0D: "&#13;"
        default: ""
        }
    }
}
