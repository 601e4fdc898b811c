import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport

/// A learner finishes a part in one sitting, knows why they are reading it, and sees which
/// piece of the one app it builds.
@Suite struct SittingsTests {
    /// The rate the course states (`scripts/reading-time` measures the same way): prose at 150
    /// words a minute, shown code at 10 lines a minute, since code is studied rather than
    /// skimmed. Diagrams and hidden listing lines are not counted.
    static let wordsPerMinute = 150.0
    static let codeLinesPerMinute = 10.0
    static let minutesPerSitting = 45.0
    static let checksPerPart = 12

    /// What a reader reads of one chapter file, counted from its source lines.
    struct Measure {
        var proseWords = 0
        var shownCodeLines = 0
        var checks = 0

        var minutes: Double { Double(proseWords) / wordsPerMinute + Double(shownCodeLines) / codeLinesPerMinute }

        /// Code is what the Markdown model reads as fenced blocks; prose is every other line.
        init(_ document: Document) {
            let check = try! Regex(#"\b(check|checkEqual|checkDeallocated|checkAlive)\("#)
            let blocks = document.codeBlocks.filter(\.isFenced)
            var codeLines = Set<Int>()
            for block in blocks {
                codeLines.formUnion(block.range.lines)
                guard block.language != "mermaid" else { continue }
                var hidden = false
                for line in block.codeLines {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed == "// snippet.hide" { hidden = true; continue }
                    if trimmed == "// snippet.show" { hidden = false; continue }
                    if block.language == "swift" { checks += line.matches(of: check).count }
                    if !hidden { shownCodeLines += 1 }
                }
            }
            for (index, line) in document.sourceLines.enumerated() where !codeLines.contains(index + 1) {
                proseWords += line.split(whereSeparator: \.isWhitespace).count
            }
        }
    }

    static func fileNames() throws -> [String] { try ChapterDocuments.teaching().map(\.file) }

    static func document(_ file: String) throws -> Document {
        try #require(try ChapterDocuments.teaching().first { $0.file == file })
    }

    @Test(arguments: try fileNames())
    func aPartFitsOneSitting(_ file: String) throws {
        let measure = Measure(try Self.document(file))
        #expect(measure.minutes <= Self.minutesPerSitting, """
            \(file): \(Int(measure.minutes.rounded())) minutes (\(measure.proseWords) words of prose, \
            \(measure.shownCodeLines) lines of code shown); split it into parts of at most \
            \(Int(Self.minutesPerSitting)) minutes (scripts/reading-time)
            """)
    }

    @Test(arguments: try fileNames())
    func aPartHasChecksOfItsOwn(_ file: String) throws {
        let measure = Measure(try Self.document(file))
        #expect(measure.checks >= Self.checksPerPart, "\(file): \(measure.checks) checks in its listings")
    }

    /// The lines between the title and the first section: an introduction, one paragraph of
    /// which says which piece of Shelf this part builds (docs/course-app.md).
    @Test(arguments: try fileNames())
    func aPartOpensWithAnIntroductionThatNamesItsPieceOfTheApp(_ file: String) throws {
        let lines = try Self.document(file).sourceLines
        let title = try #require(lines.firstIndex { $0.hasPrefix("# ") }, "\(file) has no title")
        let firstSection = lines[(title + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        let introduction = lines[(title + 1)..<firstSection]
        let words = introduction.reduce(0) { $0 + $1.split(whereSeparator: \.isWhitespace).count }
        #expect(words >= 40, "\(file): \(words) words before its first section; introduce the part before 'What you will learn'")
        #expect(introduction.contains { $0.hasPrefix("**In Shelf:**") },
            "\(file): say which piece of Shelf the part builds in a paragraph that begins '**In Shelf:**'")
    }

    /// The measure itself: prose, shown code and checks are told apart as stated.
    @Test func theMeasureCountsWhatAReaderReads() throws {
        let text = """
            # T

            one two three four five

            ```swift
            // snippet.hide
            import LessonKit
            // snippet.show
            check(a == b, "x"); checkEqual(a, b, "y")
            ```

            ```mermaid
            flowchart LR
                A --> B
            ```
            """
        let measure = Measure(try MarkdownParser.parse(text, file: "chapters/01-t.md"))
        #expect(measure.proseWords == 7)
        #expect(measure.shownCodeLines == 1)
        #expect(measure.checks == 2)
        #expect(abs(measure.minutes - (7.0 / 150 + 0.1)) < 0.0001)
    }
}
