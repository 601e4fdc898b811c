/// Builds deterministic random inputs that lean on the tokenizer's hard cases: delimiters that
/// open and close modes, in every order and mostly unbalanced.
enum FuzzInputs {
    /// Fragments that each start or end some lexical construct.
    static let fragments: [String] = [
        "\"", "\"\"\"", "#", "##", "#\"", "\"#", "\"##", "\\", "\\(", "\\#(", "(", ")", "/*", "*/",
        "//", "///", "/**", "\n", "\r\n", "\r", " ", "\t", "`", "@", "$", ".", "..", "...", "0x",
        "0b", "0o", "1.5e", "-", "+", "e", "p", "_", "1_000", "let", "func", "some", "set", "self",
        "Self", "@MainActor", "#if", "#sourceLocation", ":", "->", "{", "}", "[", "]", ",", ";",
        "é", "e\u{301}", "🧭", "👩‍👩‍👧", "•", "\u{300}", "\u{0}", "\u{7F}", "\u{A0}", "\u{2028}",
        "Coordinator", "start", "<", ">", "&", "?", "!",
    ]

    /// A mix of fragments and single random scalars, `length` pieces long.
    static func make(seed: UInt64, length: Int) -> String {
        var generator = SeededGenerator(seed: seed)
        var text = ""
        for _ in 0..<length {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text.unicodeScalars.append(randomScalar(using: &generator))
            } else {
                text += fragments.randomElement(using: &generator) ?? ""
            }
        }
        return text
    }

    /// Any valid scalar, weighted towards ASCII where Swift's syntax lives.
    private static func randomScalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [0x00...0x7F, 0x00...0x7F, 0x80...0x2FFF, 0xE000...0x10FFFF]
        let range = ranges.randomElement(using: &generator) ?? 0x20...0x7E
        let value = UInt32.random(in: range, using: &generator)
        return Unicode.Scalar(value) ?? "?"
    }
}
