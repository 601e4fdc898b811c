import Foundation
import Testing
import WorkbookTestSupport

/// `Sources/` is grouped by stage (`Sources/STAGE/MODULE`), and the README draws which stage
/// depends on which. The drawing is read back here and compared with the dependencies
/// `Package.swift` declares between modules of different stages, so it cannot drift; and the
/// stages must not depend on each other in a circle, or the grouping would say nothing.
@Suite struct StageGraphTests {
    static let marker = "<!-- stage graph: checked against Package.swift by PackageTests/StageGraphTests -->"

    /// `(from, to)` for every declared dependency between modules of two stages.
    static func manifestEdges() throws -> Set<Edge> {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = ManifestTargets.parse(manifest)
        var stageOf: [String: String] = [:]
        for target in targets {
            let parts = target.path.split(separator: "/")
            if parts.count == 3, parts[0] == "Sources" { stageOf[target.name] = String(parts[1]) }
        }
        var edges: Set<Edge> = []
        for target in targets {
            guard let from = stageOf[target.name] else { continue }
            for dependency in target.dependencies {
                if let to = stageOf[dependency], to != from { edges.insert(Edge(from: from, to: to)) }
            }
        }
        return edges
    }

    /// The `A --> B` lines of the README's stage graph.
    static func readmeEdges() throws -> Set<Edge> {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: marker) else { return [] }
        guard let fenceStart = readme.range(of: "```mermaid\n", range: start.upperBound..<readme.endIndex),
            let fenceEnd = readme.range(of: "\n```", range: fenceStart.upperBound..<readme.endIndex)
        else { return [] }
        var edges: Set<Edge> = []
        for line in readme[fenceStart.upperBound..<fenceEnd.lowerBound].split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 3, words[1] == "-->" { edges.insert(Edge(from: String(words[0]), to: String(words[2]))) }
        }
        return edges
    }

    @Test func theReadmesStageGraphIsTheManifests() throws {
        let manifest = try Self.manifestEdges()
        let readme = try Self.readmeEdges()
        #expect(manifest.count > 5, "the manifest's stages were not found: \(manifest)")
        #expect(readme.subtracting(manifest).isEmpty,
            "the README draws \(readme.subtracting(manifest).sorted().map(\.description)), which Package.swift does not declare")
        #expect(manifest.subtracting(readme).isEmpty,
            "Package.swift declares \(manifest.subtracting(readme).sorted().map(\.description)), which the README does not draw")
    }

    /// The edges left after peeling off, again and again, the stages nothing left depends on:
    /// empty unless some stages depend on each other in a circle.
    static func circle(in edges: Set<Edge>) -> Set<Edge> {
        var remaining = edges
        while true {
            let free = Set(remaining.map(\.from)).subtracting(remaining.map(\.to))
            if free.isEmpty { return remaining }
            remaining = remaining.filter { !free.contains($0.from) }
        }
    }

    @Test func noStageDependsOnItselfThroughOthers() throws {
        let circle = Self.circle(in: try Self.manifestEdges())
        #expect(circle.isEmpty, "stages in a circle: \(circle.sorted().map(\.description))")
    }

    @Test func aCircleIsFoundAndAChainIsNot() {
        let chain: Set<Edge> = [Edge(from: "C", to: "A"), Edge(from: "A", to: "B")]
        #expect(Self.circle(in: chain).isEmpty)
        #expect(Self.circle(in: chain.union([Edge(from: "B", to: "A")])) == [Edge(from: "A", to: "B"), Edge(from: "B", to: "A")])
    }

    struct Edge: Hashable, Comparable, CustomStringConvertible {
        var from: String
        var to: String
        var description: String { "\(from) --> \(to)" }
        static func < (a: Edge, b: Edge) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }
}
