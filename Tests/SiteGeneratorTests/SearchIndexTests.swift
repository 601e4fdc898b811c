import Foundation
import SwiftHighlighter
import Testing
@testable import SiteGenerator

/// The search index: small, exact, and read back the way the search page reads it.
@Suite struct SearchIndexTests {
    static var awkward: String {
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return text + "\u{85}\u{A0}\u{2028}\u{2029}\u{FEFF}é🧭 </script> <\\/ a/b <<//"
    }

    /// The index read back the way the search page reads it: sections, and stem → sections.
    static func decode(_ script: String) throws -> (sections: [[Any]], pages: [String], words: [String: [Int]]) {
        #expect(script.hasPrefix("window.WORKBOOK_SEARCH={") && script.hasSuffix("};\n"))
        let json = String(script.dropFirst("window.WORKBOOK_SEARCH=".count).dropLast(2))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[Any]])
        let pages = try #require(object["pages"] as? [String])
        let entries = try #require(object["words"] as? String)
        var words: [String: [Int]] = [:]
        let digits = SearchIndexScript.gapDigits
        var previousStem: [Character] = []
        for entry in entries.split(separator: "|") where !entries.isEmpty {
            let parts = entry.split(separator: " ")
            // One digit for the characters shared with the stem before, then the rest.
            let shared = digits.firstIndex(of: parts[0].first!)!
            let stem = Array(previousStem.prefix(shared)) + Array(parts[0].dropFirst())
            previousStem = stem
            let gaps = Array(parts[1])
            var at = 0, index = 0, list: [Int] = []
            if gaps.first == "!" {
                for (offset, digit) in gaps.dropFirst().enumerated() {
                    let bits = digits.firstIndex(of: digit)!
                    list += (0..<6).filter { bits & (1 << $0) != 0 }.map { offset * 6 + $0 }
                }
                words[String(stem)] = list
                continue
            }
            while index < gaps.count {
                if gaps[index] == "_" {
                    at += digits.firstIndex(of: gaps[index + 1])! * digits.count + digits.firstIndex(of: gaps[index + 2])!
                    index += 3
                } else {
                    at += digits.firstIndex(of: gaps[index])!
                    index += 1
                }
                list.append(at)
            }
            words[String(stem)] = list
        }
        return (sections, pages, words)
    }

    @Test func theIndexIsJSONThatKeepsAwkwardTextAndCannotCloseItsScript() throws {
        let sections = [
            SearchSection(page: "01-a.html", anchor: "", heading: "A", chapter: "A", text: ""),
            SearchSection(page: "p&\"q\".html", anchor: "x-y", heading: Self.awkward, chapter: "ch \"1\"", text: Self.awkward),
            SearchSection(page: "01-a.html", anchor: "z", heading: "Z", chapter: "A", text: "plain prose, nothing to escape"),
        ]
        let script = SearchIndexScript.script(for: sections)
        #expect(!script.contains("</"))
        let index = try Self.decode(script)
        #expect(index.pages == ["01-a.html", "p&\"q\".html"], "each page once")
        #expect(index.sections.count == 3)
        #expect(index.sections[1][3] as? String == Self.awkward)
        #expect(index.sections.allSatisfy { $0.count == 4 }, "where a section is and its heading: no prose")
        #expect(!script.contains("plain prose"), "a section's text is in its page's text script, not in the index")
        // An anchor that is its heading's slug is `1`: the page computes it again.
        #expect(index.sections[2][0] as? Int == 0 && index.sections[2][2] as? Int == 1)
        #expect(index.sections[1][2] as? String == "x-y", "an anchor that is no slug of its heading is written out")
        #expect(index.words["plain"] == [2] && index.words["escap"] == [2])
        #expect(index.words["noth"] == [2] && index.words["to"] == nil, "stop words are not indexed")
        #expect(try Self.decode(SearchIndexScript.script(for: [])).sections.isEmpty)
    }

    @Test func sectionsFarApartAreNumberedExactly() throws {
        let sections = (0..<200).map { number in
            SearchSection(page: "p.html", anchor: "s\(number)", heading: "H", chapter: "C",
                text: number == 3 || number == 150 || number == 199 ? "rare word" : "common")
        }
        #expect(try Self.decode(SearchIndexScript.script(for: sections)).words["rar"] == [3, 150, 199])
    }

    /// A stem most sections use is a bitmap of every section, and reads back exactly.
    @Test func aStemInMostSectionsIsABitmap() throws {
        let sections = (0..<100).map { number in
            SearchSection(page: "p.html", anchor: "s\(number)", heading: "H", chapter: "C",
                text: number % 7 == 3 ? "common" : "common frequent")
        }
        let script = SearchIndexScript.script(for: sections)
        #expect(script.contains(" !"), "a bitmap is written")
        let index = try Self.decode(script)
        #expect(index.words[try #require(SearchWords.stems("frequent").first)] == (0..<100).filter { $0 % 7 != 3 })
        #expect(index.words[try #require(SearchWords.stems("common").first)] == Array(0..<100))
        #expect(SearchIndexScript.gapDigits.count == 88 && Set(SearchIndexScript.gapDigits).count == 88)
    }

    /// Stems sharing a beginning are written once each, after a digit that says how much of
    /// the stem before they repeat, and read back whole.
    @Test func stemsAreFrontCodedAndReadBackWhole() throws {
        let sections = [SearchSection(page: "p.html", anchor: "", heading: "H", chapter: "C",
            text: "coordinator coordinate coordinates routing router")]
        let script = SearchIndexScript.script(for: sections)
        let index = try Self.decode(script)
        #expect(Set(index.words.keys) == Set(SearchWords.stems("H coordinator coordinate coordinates routing router")))
        let words = try #require(script.components(separatedBy: #""words":""#).last)
        #expect(words.components(separatedBy: "coordinat").count == 2, "a shared beginning is written once: \(words)")
    }

    /// The byte path for ASCII words and the Character path cut every word of the course alike.
    @Test func asciiStemsMatchTheCharacterRules() throws {
        let chapters = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("chapters")
        var words: Set<String> = ["ss", "sss", "ies", "ied", "tied", "tries", "eyes", "bus", "stopped", "ee", "e", ""]
        for name in try FileManager.default.contentsOfDirectory(atPath: chapters.path) where name.hasSuffix(".md") {
            words.formUnion(SearchWords.words(try String(contentsOf: chapters.appendingPathComponent(name), encoding: .utf8)))
        }
        #expect(words.count > 2000)
        for word in words { #expect(SearchWords.stem(word) == SearchWords.stemByCharacter(word), "\(word)") }
    }

    /// Words are runs of letters and numbers by Unicode scalar, as the page script's regex reads them.
    @Test func wordsAreRunsOfLettersAndNumbers() {
        #expect(SearchWords.words("Über-Coordinator’s 2nd push: naïve, Ⅻ ½") == ["über", "coordinator", "s", "2nd", "push", "naïve", "ⅻ", "½"])
    }

    @Test func wordFormsShareAStem() {
        let forms = ["reconcile", "reconciled", "reconciling", "reconciles"]
        #expect(Set(forms.map(SearchWords.stem)) == ["reconcil"])
        #expect(SearchWords.stem("coordinators") == "coordinator")
        #expect(SearchWords.stem("stopped") == SearchWords.stem("stop"))
        #expect(SearchWords.stem("tries") == "try" && SearchWords.stem("entries") == "entry")
        #expect(SearchWords.stem("presentation") == SearchWords.stem("presented"))
        #expect(SearchWords.stem("pass") == "pass" && SearchWords.stem("passes") == "pass", "a double s is no plural")
        #expect(SearchWords.stem("status") == "status")
        #expect(SearchWords.stems("The Coordinator, and its children") == ["coordinator", "children"])
    }

    @Test func listingsAddTheirNamesButNotTheirKeywordsOrCommonCalls() {
        var section = SearchSection(page: "p", anchor: "", heading: "h", chapter: "c", text: "")
        section.appendCode(SwiftHighlighter().tokens("final class BookshelfCoordinator {\n  func reconcile(visible: [Int]) { print(visible) }\n}\n// comment words\nlet s = \"literal words\""))
        #expect(section.code == ["BookshelfCoordinator", "reconcile", "visible"])
    }

    /// A section found by a name in its listing can show the line that holds the name: the
    /// first line for each name, once, never a line where the name is only part of a longer one.
    @Test func listingsKeepTheFirstLineShowingEachName() {
        var section = SearchSection(page: "p", anchor: "", heading: "h", chapter: "c", text: "")
        let code = "let visibleCount = 1\nfinal class ShelfRouter {\n  func reconcile(visible: [Int]) { print(visible) }\n}\n"
        section.appendCode(SwiftHighlighter().tokens(code), visibleCode: code)
        #expect(section.code == ["visibleCount", "ShelfRouter", "reconcile", "visible"])
        #expect(section.codeLines == ["let visibleCount = 1", "final class ShelfRouter {", "func reconcile(visible: [Int]) { print(visible) }"])
        let long = "let shelf = ShelfRouter(" + String(repeating: "argument: 1, ", count: 20) + "last: 2)"
        #expect(SearchCode.cut(long, keeping: "ShelfRouter").hasSuffix(" …") && SearchCode.cut(long, keeping: "ShelfRouter").count <= 122)
        #expect(SearchCode.cut(long, keeping: "last") == long, "a cut that would drop the name keeps the line")
    }

    /// Each page's sections' text, read back in the index's order, awkward text and all.
    @Test func eachPagesTextIsAScriptOfItsOwn() throws {
        var second = SearchSection(page: "02-b.html", anchor: "x", heading: "X", chapter: "B", text: Self.awkward)
        second.codeLines = ["let a = \"</script>\"", "b()"]
        let sections = [
            SearchSection(page: "01-a.html", anchor: "", heading: "A", chapter: "A", text: "first"),
            SearchSection(page: "02-b.html", anchor: "", heading: "B", chapter: "B", text: "intro"),
            second,
            SearchSection(page: "01-a.html", anchor: "z", heading: "Z", chapter: "A", text: "later"),
        ]
        let scripts = SearchTextScript.scripts(for: sections)
        #expect(Set(scripts.keys) == ["assets/search/01-a.js", "assets/search/02-b.js"])
        let prefix = "(window.WORKBOOK_SEARCH_TEXT=window.WORKBOOK_SEARCH_TEXT||{})["
        for (path, script) in scripts {
            #expect(!script.contains("</"), "\(path) cannot close its script element")
            #expect(script.hasPrefix(prefix) && script.hasSuffix("];\n"))
        }
        func read(_ path: String) throws -> (page: String, texts: [[Any]]) {
            let script = try #require(scripts[path])
            let body = script.dropFirst(prefix.count).dropLast(2)
            let split = try #require(body.range(of: "]=["))
            let page = try #require(try JSONSerialization.jsonObject(with: Data(body[..<split.lowerBound].utf8), options: .fragmentsAllowed) as? String)
            let texts = try #require(try JSONSerialization.jsonObject(with: Data(body[body.index(before: split.upperBound)...].utf8)) as? [[Any]])
            return (page, texts)
        }
        let a = try read("assets/search/01-a.js"), b = try read("assets/search/02-b.js")
        #expect(a.page == "01-a.html" && a.texts.map { $0[0] as? String } == ["first", "later"])
        #expect(b.page == "02-b.html" && b.texts.count == 2)
        #expect(b.texts[1][0] as? String == Self.awkward)
        #expect(b.texts[1][1] as? [String] == ["let a = \"</script>\"", "b()"])
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
