import Foundation
import Testing
@testable import SiteGenerator

/// The hand-written search index and prose trimming match what Foundation did before them.
@Suite struct SearchIndexTests {
    static var awkward: String {
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return text + "\u{85}\u{A0}\u{2028}\u{2029}\u{FEFF}é🧭 </script> <\\/ a/b <<//"
    }

    @Test func theIndexIsByteForByteWhatJSONEncoderWrites() throws {
        let sections = [
            SearchSection(page: "01-a.html", anchor: "", heading: "A", chapter: "A", text: ""),
            SearchSection(page: "p&\"q\".html", anchor: "x-y", heading: Self.awkward, chapter: "ch \"1\"", text: Self.awkward),
            SearchSection(page: "", anchor: "", heading: "", chapter: "", text: "plain prose, nothing to escape"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(sections), as: UTF8.self)
        let expected = "window.WORKBOOK_SEARCH=" + json.replacingOccurrences(of: "</", with: "<\\/") + ";\n"
        #expect(SearchIndexScript.script(for: sections) == expected)
        #expect(SearchIndexScript.script(for: []) == "window.WORKBOOK_SEARCH=[];\n")
    }

    @Test func proseIsTrimmedOfExactlyFoundationsWhiteSpace() {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(SearchProse.isSpace(scalar) == CharacterSet.whitespacesAndNewlines.contains(scalar), "U+\(String(value, radix: 16))")
        }
        for text in ["", " ", "\n\t x \u{A0}", "\u{200B}x\u{200B}", "x", "  two words  ", "\u{2028}é\u{301} \u{3000}", " \u{301}x", "a\u{85}"] {
            #expect(SearchProse.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }

    @Test func proseJoinsWithOneSpace() {
        var section = SearchSection(page: "p", anchor: "", heading: "h", chapter: "c", text: "")
        section.appendProse("  first  ")
        section.appendProse(" \n ")
        section.appendProse("second\n")
        #expect(section.text == "first second")
    }
}
