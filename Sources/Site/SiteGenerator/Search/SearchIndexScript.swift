import Foundation
import ProcessRunning

/// The search index as a script that sets `window.WORKBOOK_SEARCH`, so the search page can
/// load it with a `<script>` tag from `file://`, where fetching a JSON file is not allowed.
///
/// Small on purpose (the search page must load in under 100 KB of script): sections keep
/// only where they are and their heading; their text, from which a result shows the passage
/// around its terms, is in one script per page (`SearchTextScript`) that the search page loads
/// only for the pages it lists. An inverted index maps each stem (`SearchWords`) of the prose,
/// headings and listings' identifiers to the sections that use it:
///
///     {"pages":[…],"chapters":[…],"sections":[[page,chapter,"anchor","heading"],…],
///      "words":"0stem 031|4s 2…"}
///
/// where a section's anchor is `1` (a number) when it is the heading's ASCII slug, which the
/// page computes again; each stem is written after one digit saying how many of its first
/// characters it shares with the stem before it (`0coordin`, then `7ate` for `coordinate`);
/// and each stem's sections are gaps from the one before (031 → sections 0, 3, 4), one
/// character each from `gapDigits` (a gap of 88 or more is `_` and two digits), or, when
/// shorter (a stem in many sections), `!` and a bitmap of every section, six to a digit.
enum SearchIndexScript {
    static func script(for sections: [SearchSection]) -> String {
        // Cutting the words to stems is most of the work: sections take it side by side, and
        // their stems join the postings in section order, as if one after another.
        let stems = sections.parallelMap(limit: ProcessInfo.processInfo.activeProcessorCount) { _, section in
            Set(SearchWords.stems(section.heading + " " + section.text + " " + section.code.joined(separator: " ")))
        }
        var pages: [String] = []
        var chapters: [String] = []
        var postings: [String: [Int]] = [:]
        var bytes: [UInt8] = Array(#"window.WORKBOOK_SEARCH={"sections":["#.utf8)
        for (number, section) in sections.enumerated() {
            let page = position(of: section.page, in: &pages)
            let chapter = position(of: section.chapter, in: &chapters)
            if number > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: "[\(page),\(chapter),".utf8)
            if !section.anchor.isEmpty, section.anchor == asciiSlug(section.heading) {
                bytes.append(UInt8(ascii: "1"))
            } else {
                appendString(section.anchor, to: &bytes)
            }
            bytes.append(UInt8(ascii: ","))
            appendString(section.heading, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
            for stem in stems[number] { postings[stem, default: []].append(number) }
        }
        bytes.append(contentsOf: #"],"pages":"#.utf8)
        appendList(pages, to: &bytes)
        bytes.append(contentsOf: #","chapters":"#.utf8)
        appendList(chapters, to: &bytes)
        bytes.append(contentsOf: #","words":"#.utf8)
        var previousStem: [Character] = []
        let words = postings.keys.sorted().map { stem in
            var previous = 0
            let gaps = postings[stem]!.map { section -> String in
                defer { previous = section }
                return gap(section - previous)
            }
            let bitmap = self.bitmap(postings[stem]!, sections: sections.count)
            let list = gaps.joined().count <= bitmap.count ? gaps.joined() : bitmap
            let characters = Array(stem)
            let shared = zip(characters, previousStem).prefix { $0 == $1 }.count
            let kept = min(shared, gapDigits.count - 1)
            previousStem = characters
            return String(gapDigits[kept]) + String(characters[kept...]) + " " + list
        }
        appendString(words.joined(separator: "|"), to: &bytes)
        bytes.append(contentsOf: "};\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The anchor a heading gets when nothing clashes (`AnchorNamer.slug`), if the page's
    /// script computes the same from the heading: only for ASCII headings, whose letters and
    /// digits JavaScript's `[a-z0-9]` sees as Swift does.
    static func asciiSlug(_ heading: String) -> String? {
        guard heading.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let slug = AnchorNamer.slug(heading)
        return slug == "section" && !heading.lowercased().contains("section") ? nil : slug
    }

    /// Printable ASCII that needs no escape in a JSON string and is none of the index's own
    /// marks: not `"`, `\\`, `|` (between stems), `_` (a long gap), `!` (a bitmap), space,
    /// or `<` (which could begin `</script`). 88 digits, digits and letters first.
    static let gapDigits: [Character] = {
        let punctuation = (35...126).map { Character(UnicodeScalar(UInt8($0))) }.filter { !"\\|_<".contains($0) && !$0.isLetter && !$0.isNumber }
        return Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") + punctuation
    }()

    /// `!` and one digit per six sections, bit `n % 6` of digit `n / 6` set when section `n`
    /// uses the stem: cheaper than gaps for a stem most sections use.
    static func bitmap(_ sections: [Int], sections count: Int) -> String {
        var digits = [Int](repeating: 0, count: (count + 5) / 6)
        for section in sections { digits[section / 6] |= 1 << (section % 6) }
        return "!" + String(digits.map { gapDigits[$0] })
    }

    /// One digit below 62, else `_` and two digits (up to 3,843 sections apart).
    static func gap(_ value: Int) -> String {
        let base = gapDigits.count
        if value < base { return String(gapDigits[value]) }
        precondition(value < base * base, "more sections than the index can number")
        return "_" + String(gapDigits[value / base]) + String(gapDigits[value % base])
    }

    private static func position(of value: String, in list: inout [String]) -> Int {
        if let index = list.lastIndex(of: value) { return index }
        list.append(value)
        return list.count - 1
    }

    private static func appendList(_ values: [String], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A JSON string literal. `</` is written `<\/`, so no text can end the script block.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var previous: UInt8 = 0
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): bytes.append(contentsOf: #"\/"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
            previous = byte
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
