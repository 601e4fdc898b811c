import Foundation
import BookModel
import SiteGenerator
import WorkbookCore
import WorkbookTestSupport

/// Nested builds need their own scratch folder: `swift test` holds the lock on `.build`.
/// The same folder as the lesson integration tests, so lessons are built once per run.
let bookScratch = nestedBuilds.appendingPathComponent("scratch-book")

/// The real course, verified and built once per test run into a temporary folder.
enum BuiltCourse {
    static let site: Result<(folder: URL, files: [String: Data]), any Error> = Result {
        let folder = temporaryFolder("course-site")
        try build(into: folder)
        return (folder, try filesBelow(folder))
    }

    static func build(into folder: URL, verify: Bool = true) throws {
        var builder = SiteBuild(root: repositoryRoot, output: folder)
        builder.scratchPath = bookScratch
        builder.writesSources = false
        builder.verify = verify
        try builder.build()
    }

    static func pages() throws -> [String: String] {
        let files = try site.get().files
        return files.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    static func plan() throws -> LessonPlan {
        try Workbook.load(root: repositoryRoot).plan
    }
}
