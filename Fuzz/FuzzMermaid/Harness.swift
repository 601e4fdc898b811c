import FuzzSupport
import MermaidModel

/// The Mermaid front door on any text: every parser, without layout or drawing (those are
/// FuzzDiagramLayout's, which draws whatever parses). The documented size limits
/// (`DiagramLimits`, README "Writing chapters: limits") stop large diagrams in the parser;
/// a parse that takes past libFuzzer's `-timeout` is a finding.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    let source = FuzzInput.text(bytes)
    _ = try? Diagrams.parseSequence(mermaid: source)
    _ = try? Diagrams.parseFlowchart(mermaid: source)
    _ = try? Diagrams.parseState(mermaid: source)
}

@main enum Harness {
    static func main() { FuzzMain.run(check) }
}
