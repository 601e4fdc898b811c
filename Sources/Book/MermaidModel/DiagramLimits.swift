/// How large a diagram the workbook draws. Past a limit the parser stops at the statement
/// that crosses it, with an error at its chapter line and column, before any layout runs.
///
/// Why limits at all: Graphviz's `dot` is superlinear (800 random nodes with 1,200 edges took
/// 47 s, and `A0 & … & A299 --> B0 & … & B299`, 90,000 edges from 3.5 KB of text, never
/// finished), runs in-process and cannot be interrupted, and the renderers walk nested
/// blocks and subgraphs recursively (5,000 nested `loop`s or 10,000 nested subgraphs
/// overflowed the stack). The limits sit far above the course's largest diagrams (11 nodes,
/// 14 edges, 2 subgraphs; 11 messages, 6 participants; nesting 1) and keep the slowest layout
/// inside them to about 2 s (README, "Writing chapters: limits").
package enum DiagramLimits {
    /// Distinct nodes in one flowchart.
    package static let nodes = 200
    /// Edges in one flowchart, after `A & B --> C & D` is expanded (four edges), each counted
    /// once per rank it spans (`A --> B` once, `A ---> B` twice): Graphviz gives every rank an
    /// edge crosses a node of its own, and long edges cost like many short ones.
    package static let edges = 200
    /// Subgraphs in one flowchart, nested or not.
    package static let subgraphs = 50
    /// Subgraphs inside subgraphs, and `loop`/`alt`/`opt`/… blocks inside blocks.
    package static let nesting = 20
    /// Messages in one sequence diagram (its layout is linear, so this is generous).
    package static let messages = 2_000  // written out as "2,000" in `hint`
    /// Participants in one sequence diagram.
    package static let participants = 100
    /// States (start, end, choice, fork and join points included) and notes in one state
    /// diagram: each is a Graphviz node, so this is the flowchart's node limit.
    package static let states = nodes
    /// Transitions in one state diagram, like a flowchart's edges (each spans one rank).
    package static let transitions = edges

    /// The hint every size error carries: all the limits, and what to do.
    package static let hint = "the workbook draws flowcharts of at most \(nodes) nodes, \(edges) edges (an edge counts once"
        + " per rank it spans) and \(subgraphs) subgraphs, sequence diagrams of at most 2,000 messages and"
        + " \(participants) participants, and nests subgraphs or blocks at most \(nesting) deep; split the diagram"
}

extension DiagramLimits {
    /// The hint a state diagram's size error carries.
    package static let stateHint = "the workbook draws state diagrams of at most \(states) states and notes, \(transitions)"
        + " transitions and \(subgraphs) composite states, nested at most \(nesting) deep; split the diagram"
}
