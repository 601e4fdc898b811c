import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Found while measuring the size limits (issue 12): libgvc 2.43 aborted the whole process
/// ("double free or corruption") on tiny charts whose labelled edges go from one subgraph to
/// another and back. Charts with subgraphs are ranked with `newrank`, which does not.
@Suite("Graphviz with clusters")
struct GraphvizClusterTests {
    static let crossingBack = """
        flowchart TD
        subgraph g0
        n0
        n1
        end
        subgraph g1
        n2
        n3
        end
        n0 -->|x| n2
        n2 -->|x| n1
        n0 -->|x| n1
        """

    @Test("Labelled edges between two subgraphs and back lay out")
    func crossingBackRenders() throws {
        let svg = try Diagrams.renderSVG(mermaid: Self.crossingBack, file: "test.md", firstLine: 1, idPrefix: "c")
        #expect(SVGInspection(svg).parsed)
    }

    @Test("Seeded charts of many subgraphs with labelled edges across them lay out")
    func manyClusters() throws {
        var state: UInt64 = 12
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for groups in [3, 5, 10, 20] {
            var lines = ["flowchart TD"]
            for group in 0..<groups {
                lines += ["subgraph g\(group)", "n\(group * 3)", "n\(group * 3 + 1)", "n\(group * 3 + 2)", "end"]
            }
            for _ in 0..<(groups * 4) { lines.append("n\(next(groups * 3)) -->|x| n\(next(groups * 3))") }
            lines.append("g1 -->|to a cluster| g0")
            let svg = try Diagrams.renderSVG(mermaid: lines.joined(separator: "\n"), file: "test.md", firstLine: 1, idPrefix: "c")
            #expect(SVGInspection(svg).parsed, "\(groups) subgraphs")
        }
    }

    @Test("Charts without subgraphs keep the classic ranking")
    func noSubgraphsNoNewrank() throws {
        let plain = try Diagrams.parseFlowchart(mermaid: "flowchart TD\nA -->|x| B")
        #expect(!DOTGraph(chart: plain).text.contains("newrank"))
        let clustered = try Diagrams.parseFlowchart(mermaid: Self.crossingBack)
        #expect(DOTGraph(chart: clustered).text.contains("newrank=true"))
    }
}
