import BookModel
import DiagramRenderer
import Foundation
import WorkbookCommands
import SwiftHighlighter
import WorkbookCore

/// The book half of `workbook-bench`: the stages every build runs, timed on the real chapters.
struct BookBenchmark {
    var root: URL
    var runs: Int
    var output: Output

    func run() throws {
        let workbook = try Workbook.load(root: root)
        let bytes = workbook.book.chapters.map { $0.document.sourceLines.joined(separator: "\n").utf8.count }.reduce(0, +)
        let load = try BenchCommand.best(of: runs) { _ = try Workbook.load(root: root) }
        output.printResult("book: load \(workbook.book.chapters.count) chapters (\(bytes / 1024) KB) + plan lessons: "
            + "\(BenchCommand.milliseconds(load)) ms")

        let listings = workbook.plan.listings.map(\.visibleCode)
        let lines = listings.map { $0.split(separator: "\n").count }.reduce(0, +)
        let highlighter = SwiftHighlighter()
        let highlight = try BenchCommand.best(of: runs) { for listing in listings { _ = highlighter.html(listing) } }
        output.printResult("highlight \(listings.count) listings (\(lines) lines): \(BenchCommand.milliseconds(highlight)) ms")

        // Cold: every diagram laid out by Graphviz. Cached: the layouts `build --skip-verify`
        // keeps in ROOT/.build/diagram-layouts, filled by a first render, as a rebuild finds them.
        var pages = 0
        let cold = try BenchCommand.best(of: runs) {
            pages = try workbook.render(verification: nil).keys.filter { $0.hasSuffix(".html") }.count
        }
        output.printResult("site: render \(pages) pages in memory (no verification), layouts cold: \(BenchCommand.milliseconds(cold)) ms")
        let layouts = DiagramLayouts(cache: BuildOptions(output: root, verification: nil).layoutCache(root: root))
        _ = try workbook.render(verification: nil, layouts: layouts)
        let cached = try BenchCommand.best(of: runs) { _ = try workbook.render(verification: nil, layouts: layouts) }
        output.printResult("site: render \(pages) pages in memory (no verification), layouts cached: \(BenchCommand.milliseconds(cached)) ms")
    }
}
