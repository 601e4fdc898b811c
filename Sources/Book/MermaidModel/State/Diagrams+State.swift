/// The front door's state-diagram side.
extension Diagrams {
    /// Parses a `stateDiagram-v2` or `stateDiagram` into its typed model.
    package static func parseState(mermaid source: String, file: String = "<diagram>", firstLine: Int = 1) throws -> StateDiagram {
        let text = DiagramSource(source, file: file, firstLine: firstLine)
        guard try kind(of: text) == .state else {
            throw headerError(text, expected: "stateDiagram-v2")
        }
        return try StateParser.parse(text)
    }
}
