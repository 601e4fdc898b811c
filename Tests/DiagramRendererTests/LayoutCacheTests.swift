import Foundation
import Testing
import WorkbookTestSupport
@testable import DiagramRenderer
@testable import MermaidModel

/// Layouts kept between builds: a render whose diagrams did not change lays none out, and
/// draws exactly what a render without the cache draws. Layouts are counted, not timed.
@Suite("Diagram layout cache")
struct LayoutCacheTests {
    /// A flowchart with a subgraph laid out in its own direction (two Graphviz runs and more)
    /// and a state diagram (one run).
    static let diagrams = [
        ["flowchart LR", "A --> S --> B", "subgraph S [Steps]", "direction TB", "s1[read] --> s2[save]", "end"],
        ["stateDiagram-v2", "[*] --> Idle", "Idle --> Busy: start", "Busy --> Idle: done", "Busy --> [*]"],
    ].map { $0.joined(separator: "\n") }

    /// Counts the layouts actually run.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    /// Renders `sources` with a cache in `folder` (nil: none) and says how many layouts ran.
    static func render(_ sources: [String], cacheIn folder: URL?) throws -> (svgs: [String], layouts: Int) {
        let counter = Counter()
        let layouts = DiagramLayouts(cache: folder.map { DiagramLayoutCache(folder: $0) }, onLayout: counter.add)
        let svgs = try sources.enumerated().map { index, source in
            try Diagrams.render(mermaid: source, file: "test.md", firstLine: 1, idPrefix: "d\(index)", layouts: layouts).svg
        }
        return (svgs, counter.count)
    }

    @Test("A second render of unchanged diagrams lays none out and draws the same SVG")
    func unchangedDiagramsAreNotLaidOutAgain() throws {
        let folder = temporaryFolder("layout-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let uncached = try Self.render(Self.diagrams, cacheIn: nil)
        let first = try Self.render(Self.diagrams, cacheIn: folder)
        let second = try Self.render(Self.diagrams, cacheIn: folder)
        #expect(first.layouts == uncached.layouts && first.layouts >= 3, "every layout runs while the cache is empty")
        #expect(second.layouts == 0)
        #expect(first.svgs == uncached.svgs && second.svgs == uncached.svgs)
    }

    @Test("A changed diagram is laid out again; the unchanged one is not")
    func aChangedDiagramIsLaidOutAgain() throws {
        let folder = temporaryFolder("layout-cache-changed")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.render(Self.diagrams, cacheIn: folder)
        let changed = [Self.diagrams[0], Self.diagrams[1] + "\nIdle --> Idle: poll"]
        let again = try Self.render(changed, cacheIn: folder)
        #expect(again.layouts == 1, "only the state diagram's one layout runs")
        #expect(again.svgs == (try Self.render(changed, cacheIn: nil)).svgs)
    }

    @Test("A corrupt, truncated or empty entry is laid out again, and replaced", arguments: ["garbage", "truncated", "empty"])
    func aDamagedEntryIsLaidOutAgain(damage: String) throws {
        let folder = temporaryFolder("layout-cache-\(damage)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Self.render(Self.diagrams, cacheIn: folder)
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(entries.count == first.layouts)
        for entry in entries {
            let data = try Data(contentsOf: entry)
            switch damage {
            case "garbage": try Data("12\nnot a layout".utf8).write(to: entry)
            case "truncated": try data.prefix(data.count / 2).write(to: entry)
            default: try Data().write(to: entry)
            }
        }
        let damaged = try Self.render(Self.diagrams, cacheIn: folder)
        #expect(damaged.layouts == first.layouts)
        #expect(damaged.svgs == first.svgs)
        #expect(try Self.render(Self.diagrams, cacheIn: folder).layouts == 0, "the damaged entries were written again")
    }

    @Test("Another layout helper program does not read this one's layouts")
    func anotherHelperIsAMiss() throws {
        let folder = temporaryFolder("layout-cache-helper")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = "digraph { a -> b }"
        DiagramLayoutCache(folder: folder, helper: "/one/workbook-layout").store(Data("{}".utf8), forDOT: dot)
        #expect(DiagramLayoutCache(folder: folder, helper: "/one/workbook-layout").reply(forDOT: dot) == Data("{}".utf8))
        #expect(DiagramLayoutCache(folder: folder, helper: "/other/workbook-layout").reply(forDOT: dot) == nil)
        #expect(DiagramLayoutCache(folder: folder, helper: "/one/workbook-layout").reply(forDOT: dot + " ") == nil)
    }

    @Test("Another Graphviz library under the same helper does not read the old library's layouts")
    func anotherGraphvizIsAMiss() throws {
        let folder = temporaryFolder("layout-cache-graphviz")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = "digraph { a -> b }"
        let helper = "/one/workbook-layout"
        DiagramLayoutCache(folder: folder, helper: helper, graphviz: "/lib/libgvc.so.6.0.0:1:2").store(Data("{}".utf8), forDOT: dot)
        #expect(DiagramLayoutCache(folder: folder, helper: helper, graphviz: "/lib/libgvc.so.6.0.0:1:2").reply(forDOT: dot) == Data("{}".utf8))
        #expect(DiagramLayoutCache(folder: folder, helper: helper, graphviz: "/lib/libgvc.so.6.0.0:1:3").reply(forDOT: dot) == nil)
        #expect(DiagramLayoutCache(folder: folder, helper: helper, graphviz: "/lib/libgvc.so.7.0.0:1:2").reply(forDOT: dot) == nil)
    }

    @Test("The installed Graphviz library is found and stamped")
    func installedGraphvizIsStamped() {
        #expect(GraphvizLibraryStamp.current().contains("libgvc"))
        #expect(GraphvizLibraryStamp.current() != "libgvc: not found")
    }
}
