import MarkupWriting
import Testing

/// Every special character, in text and in attributes, and the strings left alone.
@Suite struct MarkupEscapingTests {
    @Test(arguments: [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "\""), ("'", "'")])
    func textEscapesAmpersandAndAngleBrackets(character: String, expected: String) {
        #expect(MarkupEscaping.text("a\(character)b") == "a\(expected)b")
        #expect(MarkupEscaping.text(character) == expected)
    }

    @Test(arguments: [
        ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&apos;"),
        ("\t", "&#9;"), ("\n", "&#10;"), ("\r", "&#13;"),
    ])
    func attributesEscapeQuotesAndWhitespaceToo(character: String, expected: String) {
        #expect(MarkupEscaping.attribute("x\(character)y") == "x\(expected)y")
    }

    @Test func textKeepsTabsAndLineBreaks() {
        #expect(MarkupEscaping.text("a\tb\nc\r\nd") == "a\tb\nc\r\nd")
    }

    @Test func forbiddenControlsAndNoncharactersAreDropped() {
        let forbidden = (0x00..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { Unicode.Scalar(UInt8($0)) }
            + ["\u{FFFE}", "\u{FFFF}"]
        for scalar in forbidden {
            let input = "a" + String(scalar) + "b"
            #expect(MarkupEscaping.text(input) == "ab", "U+\(String(scalar.value, radix: 16))")
            #expect(MarkupEscaping.attribute(input) == "ab")
            #expect(!MarkupEscaping.isAllowedInXML(scalar))
        }
        #expect(MarkupEscaping.text("\u{0}\u{0}<\u{1F}") == "&lt;")
    }

    @Test func neighboursOfTheNoncharactersSurvive() {
        // EF BF BD (U+FFFD) and EF BB BF (U+FEFF) share the lead byte with the dropped two.
        for kept in ["\u{FFFD}", "\u{FEFF}", "\u{FFEE}", "\u{F000}", "\u{10FFFF}", "\u{7F}", "é", "🧭"] {
            #expect(MarkupEscaping.text("<" + kept + ">") == "&lt;" + kept + "&gt;")
            #expect(MarkupEscaping.text(kept) == kept)
            #expect(MarkupEscaping.isAllowedInXML(kept.unicodeScalars.first!))
        }
        // A lead byte at the very end of the text must not read past it.
        #expect(MarkupEscaping.text("ab\u{FFFF}") == "ab")
        #expect(MarkupEscaping.text("\u{FFFE}") == "")
    }

    @Test func unchangedInputIsReturnedAsIs() {
        let inputs = ["", "plain words", "quotes \" and ' in text", String(repeating: "long é text 🧭 ", count: 500)]
        for input in inputs {
            let escaped = MarkupEscaping.text(input)
            #expect(escaped == input)
            // The very same storage comes back: nothing was copied.
            #expect(sameUTF8Storage(escaped, input))
        }
        #expect(MarkupEscaping.attribute("index.html#part-2") == "index.html#part-2")
    }

    @Test func everyScalarOfALongMixedTextEscapesAsTheSimpleRuleSays() {
        var input = ""
        for value in stride(from: 0, to: 0x3000, by: 7) {
            if let scalar = Unicode.Scalar(value) { input.unicodeScalars.append(scalar) }
        }
        input += "\u{FFFE}&\u{FFFF}\"'<>"
        #expect(MarkupEscaping.text(input) == reference(input, attribute: false))
        #expect(MarkupEscaping.attribute(input) == reference(input, attribute: true))
    }

    /// The rule written out scalar by scalar, the slow and obvious way.
    private func reference(_ input: String, attribute: Bool) -> String {
        var output = ""
        for scalar in input.unicodeScalars where MarkupEscaping.isAllowedInXML(scalar) {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            case "'" where attribute: output += "&apos;"
            case "\t" where attribute: output += "&#9;"
            case "\n" where attribute: output += "&#10;"
            case "\r" where attribute: output += "&#13;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private func sameUTF8Storage(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        guard first.utf8.count > 15 else { return first == second }  // small strings live inline
        return first.withUTF8 { a in second.withUTF8 { b in a.baseAddress == b.baseAddress } }
    }
}
