import Foundation
import SiteGenerator
import WorkbookCore
import Testing
import WorkbookTestSupport

/// Builds are deterministic and atomic.
@Suite struct SiteBuildTests {
    @Test(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
    func twoBuildsAreByteIdentical() throws {
        let first = try BuiltCourse.site.get().files
        let folder = temporaryFolder("course-again")
        defer { try? FileManager.default.removeItem(at: folder) }
        try BuiltCourse.build(into: folder)
        let second = try filesBelow(folder)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, data) in first where second[path] != data {
            Issue.record("\(path) differs between builds: \(Self.firstDifference(data, second[path] ?? Data()))")
        }
    }

    /// Where two versions of a file part, with some text around it from each.
    static func firstDifference(_ one: Data, _ other: Data) -> String {
        let a = [UInt8](one), b = [UInt8](other)
        let offset = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        func around(_ data: Data) -> String {
            String(decoding: [UInt8](data)[max(0, offset - 80)..<min(data.count, offset + 80)], as: UTF8.self)
        }
        return "at byte \(offset): '\(around(one))' vs '\(around(other))'"
    }

    @Test(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
    func failedVerificationLeavesThePreviousSiteUntouched() throws {
        let fixture = temporaryFolder("failing-book")
        let output = temporaryFolder("failing-site")
        defer {
            try? FileManager.default.removeItem(at: fixture)
            try? FileManager.default.removeItem(at: output)
        }
        let failing = repositoryRoot.appendingPathComponent("Tests/Fixtures/mixed-book/chapters/03-failing-check.md")
        try FixtureWorkbook.write(fixture, chapters: ["03-failing-check.md": try String(contentsOf: failing, encoding: .utf8)])

        // A first build without verification succeeds and leaves a site.
        var builder = SiteBuild(root: fixture, output: output)
        builder.verify = false
        _ = try builder.build()
        let before = try filesBelow(output)
        #expect(before["index.html"] != nil)

        // Verification fails (the book has a failing lesson): nothing changes.
        builder.verify = true
        builder.scratchPath = nestedBuilds.appendingPathComponent("scratch-site-fixture")
        #expect(throws: WorkbookCore.VerificationFailed.self) { try builder.build() }
        #expect(try filesBelow(output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".\(output.lastPathComponent).") && $0 != ".\(output.lastPathComponent).lock" }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    @Test func aRenderingErrorLeavesThePreviousSiteUntouched() throws {
        let book = temporaryFolder("bad-diagram-book")
        let output = temporaryFolder("bad-diagram-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: ["01-good.md": "# Good\n\nFine.\n"])
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        _ = try builder.build()
        let before = try filesBelow(output)

        try FixtureWorkbook.write(book, chapters: [
            "01-good.md": "# Good\n\nNow with a diagram.\n\n```mermaid\nsequenceDiagram\n    A-->>>B: hi\n```\n",
        ])
        let error = try #require(throws: (any Error).self) { try builder.build() }
        #expect("\(error)".contains("chapters/01-good.md:7:6: error: unknown arrow"))
        #expect(try filesBelow(output) == before)
    }

    /// A build killed before its swap leaves a staging folder named after its process; the
    /// next build removes it once that process is gone (`FolderOutputTests` has the details).
    @Test func interruptedBuildsLeaveNothingBehind() throws {
        let book = temporaryFolder("interrupted-book")
        let output = temporaryFolder("interrupted-site")
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let parent = output.deletingLastPathComponent()
        let stale = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(ended.processIdentifier)-0-1")
        let lock = parent.appendingPathComponent(".\(output.lastPathComponent).lock")
        defer {
            for url in [book, output, stale, lock] { try? FileManager.default.removeItem(at: url) }
        }
        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n"])
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        _ = try builder.build()
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test func refusesToReplaceAFolderItDidNotBuild() throws {
        let book = temporaryFolder("plain-book")
        let output = temporaryFolder("precious")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n"])
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: output.appendingPathComponent("notes.txt"))
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        let error = try #require(throws: (any Error).self) { try builder.build() }
        #expect("\(error)".contains("refusing to replace"))
        #expect(try filesBelow(output) == ["notes.txt": Data("keep me".utf8)])

        let file = temporaryFolder("a-file")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        var onFile = SiteBuild(root: book, output: file)
        onFile.verify = false
        let fileError = try #require(throws: (any Error).self) { try onFile.build() }
        #expect("\(fileError)".contains("it is a file"))
        #expect(try Data(contentsOf: file) == Data("not a folder".utf8))
    }

    /// `--skip-verify` renders from the chapters alone: it writes nothing into the source tree,
    /// even when the generated lessons are out of date.
    @Test func skippingVerificationLeavesTheSourceTreeAlone() throws {
        let book = temporaryFolder("skip-verify-book")
        let output = temporaryFolder("skip-verify-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n\n```swift\ncheck(true, \"fine\")\n```\n"])
        let before = try filesBelow(book)
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        try builder.build()
        #expect(try filesBelow(book) == before, "build --skip-verify changed the source tree")
        #expect(!FileManager.default.fileExists(atPath: book.appendingPathComponent("Sources").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("01-a.html").path))
    }
}
