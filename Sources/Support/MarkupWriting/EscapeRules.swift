/// Which characters an escaped string must not contain literally, beyond the three that are
/// never written literally (`&`, `<`, `>`) and the ones XML 1.0 forbids outright (dropped).
///
/// Text content needs no quotes escaped; a double-quoted attribute value needs `"` (and `'`,
/// so a value stays safe wherever it is pasted), plus tab and line breaks as character
/// references, because an XML parser turns literal ones into spaces inside attributes.
package struct EscapeRules: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `"` and `'` become `&quot;` and `&apos;`.
    package static let quotes = EscapeRules(rawValue: 1)
    /// Tab, line feed and carriage return become `&#9;`, `&#10;` and `&#13;`.
    package static let whitespace = EscapeRules(rawValue: 2)

    /// Element content.
    package static let text: EscapeRules = []
    /// A double-quoted attribute value.
    package static let attribute: EscapeRules = [.quotes, .whitespace]

    /// Bit `b` is set when the ASCII byte `b` (below 64) is escaped or dropped under these
    /// rules; every byte at or above 64 is copied except the lead byte 0xEF, which may start
    /// U+FFFE or U+FFFF. One shift and mask per byte keeps the scan cheap.
    var specialBytes: UInt64 {
        // C0 controls other than tab, LF and CR are never allowed in XML 1.0.
        var mask: UInt64 = 0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D)
        mask |= 1 << 0x26 | 1 << 0x3C | 1 << 0x3E  // & < >
        if contains(.quotes) { mask |= 1 << 0x22 | 1 << 0x27 }
        if contains(.whitespace) { mask |= 1 << 0x09 | 1 << 0x0A | 1 << 0x0D }
        return mask
    }
}
