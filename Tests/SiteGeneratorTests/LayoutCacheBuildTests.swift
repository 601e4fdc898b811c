import Foundation
import Testing
import WorkbookCore
import WorkbookTestSupport

/// `build` keeps diagram layouts between builds: a build whose diagrams did not change lays
/// none out, and the site is byte-identical with the cache, without it, and from a damaged one.
@Suite struct LayoutCacheBuildTests {
    static let chapter = """
        # Diagrams

        ```mermaid
        flowchart LR
            A[Start] --> B{Signed in?}
            B -->|yes| C[Home]
            B -->|no| D[Sign in]
        ```

        ```mermaid
        stateDiagram-v2
            [*] --> Idle
            Idle --> Busy: start
            Busy --> Idle: done
        ```
        """

    /// Counts the layouts a build runs.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    /// Builds the book without verification into `output`; returns the files and the layouts run.
    static func build(_ root: URL, output: URL, cache: URL, caching: Bool = true) throws -> (files: [String: Data], layouts: Int) {
        let counter = Counter()
        var options = BuildOptions(output: output, verification: nil)
        options.layoutCacheFolder = cache
        options.cachesLayouts = caching
        options.onLayout = counter.add
        _ = try Workbook.load(root: root).build(options)
        return (try filesBelow(output), counter.count)
    }

    @Test func aSecondBuildLaysOutNoDiagramAndWritesTheSameSite() throws {
        let root = temporaryFolder("layout-cache-book")
        defer { try? FileManager.default.removeItem(at: root) }
        try FixtureWorkbook.write(root, chapters: ["01-diagrams.md": Self.chapter])
        let cache = root.appendingPathComponent("layouts")
        let site = root.appendingPathComponent("site")

        let uncached = try Self.build(root, output: site, cache: cache, caching: false)
        #expect(uncached.layouts == 2)
        #expect(!FileManager.default.fileExists(atPath: cache.path), "--no-cache keeps nothing")
        let first = try Self.build(root, output: site, cache: cache)
        let second = try Self.build(root, output: site, cache: cache)
        #expect(first.layouts == 2)
        #expect(second.layouts == 0)
        #expect(first.files == uncached.files && second.files == uncached.files)

        // One diagram changed: only it is laid out again.
        try FixtureWorkbook.write(root, chapters: ["01-diagrams.md": Self.chapter.replacingOccurrences(of: "[Home]", with: "[Library]")])
        let changed = try Self.build(root, output: site, cache: cache)
        #expect(changed.layouts == 1)

        // Damaged entries are laid out again, and the site does not change.
        for entry in try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil) {
            try Data("damaged".utf8).write(to: entry)
        }
        let repaired = try Self.build(root, output: site, cache: cache)
        #expect(repaired.layouts == 2)
        #expect(repaired.files == changed.files)
    }
}
