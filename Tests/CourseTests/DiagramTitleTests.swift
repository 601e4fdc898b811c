import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport

/// Every diagram is a labelled region of its page, named by its `accTitle`. Without one a
/// screen reader hears only "Flowchart", and the print page, which holds every chapter,
/// would have several regions of that one name (axe's `landmark-unique`). A diagram drawn
/// from a recorded run (`from-trace=`) is titled by the build after its trace.
@Suite struct DiagramTitleTests {
    static func titles() throws -> [(place: String, title: String?)] {
        try ChapterDocuments.codeBlocks(language: "mermaid").filter { !$0.block.attributes.contains("from-trace=") }.map { document, block in
            let title = block.codeLines
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("accTitle:") }
                .map { $0.dropFirst("accTitle:".count).trimmingCharacters(in: .whitespaces) }
            return ("\(document.file):\(block.range.start.line)", title)
        }
    }

    @Test func everyDiagramHasATitle() throws {
        let titles = try Self.titles()
        #expect(titles.count >= 30, "the course's diagrams were found")
        for (place, title) in titles {
            #expect(!(title ?? "").isEmpty, "\(place): a diagram without an accTitle is announced only by its kind")
        }
    }

    @Test func noTwoDiagramsShareATitle() throws {
        let titled = try Self.titles().compactMap { entry in entry.title.map { (entry.place, $0) } }
        let places = Dictionary(grouping: titled, by: { $0.1 })
        for (title, uses) in places where uses.count > 1 {
            Issue.record("two diagrams are both named '\(title)': \(uses.map(\.0).joined(separator: ", "))")
        }
    }
}
