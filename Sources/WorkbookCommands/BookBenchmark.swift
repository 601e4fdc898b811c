import Foundation
import LessonCompiler
import MarkdownModel
import SiteGenerator
import SwiftHighlighter

/// The book half of `workbook bench`: the stages every build runs, timed on the real chapters.
struct BookBenchmark {
    var root: URL
    var runs: Int
    var output: Output

    func run() throws {
        let book = try Book.load(root: root)
        let bytes = book.chapters.map { $0.document.sourceLines.joined(separator: "\n").utf8.count }.reduce(0, +)
        let parse = try BenchCommand.best(of: runs) { _ = try LessonPlanner.plan(try Book.load(root: root)) }
        output.printResult("book: parse \(book.chapters.count) chapters (\(bytes / 1024) KB) + plan lessons: "
            + "\(BenchCommand.milliseconds(parse)) ms")

        let plan = try LessonPlanner.plan(book)
        let listings = plan.snippetsByChapter.values.flatMap { $0 }.map(\.visibleCode)
        let lines = listings.map { $0.split(separator: "\n").count }.reduce(0, +)
        let highlighter = SwiftHighlighter()
        let highlight = try BenchCommand.best(of: runs) { for listing in listings { _ = highlighter.html(listing) } }
        output.printResult("highlight \(listings.count) listings (\(lines) lines): \(BenchCommand.milliseconds(highlight)) ms")

        var builder = SiteBuilder(root: root, output: root.appendingPathComponent("site"), progress: { _ in })
        builder.writesSources = false
        var pages = 0
        let render = try BenchCommand.best(of: runs) { pages = try builder.render().keys.filter { $0.hasSuffix(".html") }.count }
        output.printResult("site: render \(pages) pages in memory (no verification): \(BenchCommand.milliseconds(render)) ms")
    }
}
