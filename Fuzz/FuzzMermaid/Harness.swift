import DiagramRenderer
import FuzzSupport

/// The Mermaid front door on any text: every parser, then the whole render (sequence
/// layout, or Graphviz layout of a flowchart or state diagram) for whatever parses. The documented size limits
/// (`DiagramLimits`, README "Writing chapters: limits") stop large diagrams in the parser, so
/// every input may reach layout; one that takes past libFuzzer's `-timeout` is a finding.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    let source = FuzzInput.text(bytes)
    _ = try? Diagrams.parseSequence(mermaid: source)
    _ = try? Diagrams.parseFlowchart(mermaid: source)
    _ = try? Diagrams.parseState(mermaid: source)
    _ = try? Diagrams.renderSVG(mermaid: source, file: "fuzz.mmd", firstLine: 1, idPrefix: "fuzz")
}

@main enum Harness {
    static func main() { FuzzMain.run(check) }
}
