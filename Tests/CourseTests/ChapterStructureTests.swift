import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport

/// Every chapter of the course has the same frame, so a learner always knows what a chapter is
/// for, what it expects, and what to do after reading it.
@Suite struct ChapterStructureTests {
    /// The chapters that teach (the appendices are reference pages, not lessons).
    static func teachingChapters() throws -> [Document] {
        try ChapterDocuments.teaching()
    }

    @Test func theCourseHasAtLeastNineTeachingChapters() throws {
        #expect(try Self.teachingChapters().count >= 9)
    }

    @Test(arguments: try teachingChapters().map(\.file))
    func chapterOpensWithObjectivesAndPrerequisitesAndClosesWithSummaryAndTryIt(_ file: String) throws {
        let document = try #require(try Self.teachingChapters().first { $0.file == file })
        let headings = document.headings
        #expect(headings.filter { $0.level == 1 }.count == 1, "\(file): exactly one title")
        let sections = headings.filter { $0.level == 2 }.map(\.plainText)
        #expect(Array(sections.prefix(2)) == ["What you will learn", "Before you start"],
            "\(file): open with 'What you will learn' and 'Before you start'; found \(sections.prefix(2))")
        #expect(Array(sections.suffix(2)) == ["Summary", "Try it"],
            "\(file): close with 'Summary' and 'Try it'; found \(sections.suffix(2))")
    }

    @Test(arguments: try teachingChapters().map(\.file))
    func chapterHasADiagram(_ file: String) throws {
        let document = try #require(try Self.teachingChapters().first { $0.file == file })
        #expect(document.codeBlocks.contains { $0.isFenced && $0.language == "mermaid" }, "\(file) has no diagram")
    }

    /// A sequence diagram shows a run, so each chapter that has one checks at least one
    /// against the run its lesson records (`mermaid trace=NAME`), and no diagram drifts alone.
    @Test(arguments: try teachingChapters().map(\.file))
    func chapterWithASequenceDiagramChecksOneAgainstItsRun(_ file: String) throws {
        let document = try #require(try Self.teachingChapters().first { $0.file == file })
        let diagrams = document.codeBlocks.filter { $0.isFenced && $0.language == "mermaid" }
        let sequences = diagrams.filter { $0.code.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }?
            .trimmingCharacters(in: .whitespaces) == "sequenceDiagram" }
        guard !sequences.isEmpty else { return }
        #expect(sequences.contains { $0.attributes.split(separator: " ").contains { $0.hasPrefix("trace=") } },
            "\(file): bind one of its \(sequences.count) sequence diagrams to a trace with ```mermaid trace=NAME")
    }

    /// A state diagram in the course draws states the code really goes through: every one is
    /// bound to a recorded run (`mermaid trace=NAME`, recorded with `StateTrace`), and at least
    /// two chapters teach with one.
    @Test func everyStateDiagramIsCheckedAgainstARun() throws {
        var chapters: Set<String> = []
        for document in try Self.teachingChapters() {
            for block in document.codeBlocks where block.isFenced && block.language == "mermaid" {
                let header = block.code.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }?.trimmingCharacters(in: .whitespaces)
                guard header == "stateDiagram-v2" || header == "stateDiagram" else { continue }
                chapters.insert(document.file)
                #expect(block.attributes.split(separator: " ").contains { $0.hasPrefix("trace=") || $0.hasPrefix("from-trace=") },
                    "\(document.file): bind the state diagram to a run with ```mermaid trace=NAME")
            }
        }
        #expect(chapters.count >= 2, "state diagrams in \(chapters.sorted())")
    }

    /// The README's course table lists the chapters in the order the site shows them.
    @Test func readmeCourseTableListsEveryChapterInOrder() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let course = try #require(readme.components(separatedBy: "\n## The course\n").last?.components(separatedBy: "\n## ").first)
        let listed = course.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `chapters/"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        #expect(listed == (try ChapterDocuments.all().map(\.file)))
    }
}
