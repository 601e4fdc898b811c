/// HTML character references in labels — `&lt;`, `&#60;`, `&#x3C;` — which Mermaid's HTML
/// labels show as the character. Decoded once, into text: `&lt;b&gt;` is the text `<b>`,
/// never a tag, and the SVG writer escapes it again exactly once.
enum CharacterReference {
    /// The character of the reference starting at `index` (an `&`) and its length, or nil
    /// when there is none (an unknown name, or no `;`): the `&` is then text.
    static func html(_ chars: [Character], at index: Int) -> (Character, Int)? {
        guard chars[index] == "&" else { return nil }
        var cursor = index + 1
        guard cursor < chars.count else { return nil }
        if chars[cursor] == "#" {
            cursor += 1
            let isHex = cursor < chars.count && (chars[cursor] == "x" || chars[cursor] == "X")
            if isHex { cursor += 1 }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < chars.count, let digit = chars[cursor].hexDigitValue, isHex || digit < 10 {
                value = min(value &* (isHex ? 16 : 10) &+ UInt32(digit), 0x11_0000)
                cursor += 1
            }
            guard cursor > digitsStart, cursor < chars.count, chars[cursor] == ";" else { return nil }
            // As in HTML: no character, a surrogate or past Unicode reads as U+FFFD.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (Character(scalar ?? "\u{FFFD}"), cursor + 1 - index)
        }
        let nameStart = cursor
        while cursor < chars.count, cursor - nameStart < 32, chars[cursor].isASCII, chars[cursor].isLetter || chars[cursor].isNumber {
            cursor += 1
        }
        guard cursor > nameStart, cursor < chars.count, chars[cursor] == ";",
            let character = EntityCodes.named[String(chars[nameStart..<cursor])]
        else { return nil }
        return (character, cursor + 1 - index)
    }
}
