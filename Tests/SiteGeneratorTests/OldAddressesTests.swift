import BookModel
import Foundation
import MarkdownModel
import SiteGenerator
import Testing
import WorkbookTestSupport

/// Every address the course's chapter pages had before they were split into parts (a list
/// taken from the site built in December 2026: each chapter page and each heading's anchor)
/// still lands where it did: on the same page when the chapter is still there, else through
/// `chapters/moved-pages.txt` to the part that holds the section now.
@Suite struct OldAddressesTests {
    static func oldAddresses() throws -> [(file: String, anchor: String)] {
        let list = repositoryRoot.appendingPathComponent("Tests/Fixtures/old-addresses/chapters-2026-12.txt")
        return try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map { line in
            let parts = line.split(separator: "#", maxSplits: 1)
            return (String(parts[0]), String(parts[1]))
        }
    }

    @Test func everyOldAddressStillLandsOnItsSection() throws {
        let course = try Book.load(root: repositoryRoot)
        let current = Set(course.chapters.map(\.fileName))
        let moved = Dictionary(uniqueKeysWithValues: course.movedPages.map { ($0.fileName, $0) })
        var stillHere: [String] = []
        for (file, anchor) in try Self.oldAddresses() {
            if current.contains(file) {
                stillHere.append("[\(anchor)](\(file)#\(anchor))")
            } else {
                let page = try #require(moved[file], "\(file) is gone and chapters/moved-pages.txt does not say where it went")
                #expect(page.anchors.contains { $0.anchor == anchor },
                    "\(file)#\(anchor): add a line to chapters/moved-pages.txt saying where this section is now")
            }
        }
        // The anchors of pages still there are checked as links are: from a chapter that
        // links to each of them, through the same load-time check the build runs. The same
        // check proves that every target in moved-pages.txt exists.
        var book = course
        let probe = "# Old addresses\n\n" + stillHere.joined(separator: "\n") + "\n"
        book.chapters.append(Chapter(fileName: "99-old-addresses.md", document: try MarkdownParser.parse(probe, file: "chapters/99-old-addresses.md")))
        let problems = BookChecks(book: book).problems()
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
