import Diagnostics
import MarkdownModel

/// Reads a Mermaid fence's info string: `trace=NAME` or `from-trace=NAME`, nothing else.
enum DiagramAttributes {
    static let knownNames = ["trace", "from-trace"]

    static func fence(_ block: CodeBlock, in document: Document) throws(SourceError) -> DiagramFence {
        let fenceLine = block.range.start.line
        func located(_ message: String, column: Int, hint: String) -> SourceError {
            SourceError(file: document.file, line: fenceLine, column: column, message: message, hint: hint,
                sourceLine: document.line(fenceLine))
        }
        var tokenizer = AttributeTokenizer(block.attributes, startColumn: block.attributesColumn)
        let tokens: [AttributeToken]
        do {
            tokens = try tokenizer.tokenize()
        } catch {
            throw located(error.message, column: error.column, hint: error.hint)
        }
        var binding: DiagramFence.Binding?
        var column = block.infoColumn
        for token in tokens {
            guard knownNames.contains(token.name) else {
                throw located("unknown diagram attribute '\(token.name)'", column: token.column,
                    hint: "a mermaid fence takes trace=NAME (check the diagram against what the lesson recorded) "
                        + "or from-trace=NAME (draw the diagram from it)")
            }
            guard binding == nil else {
                throw located("a diagram takes one of trace= and from-trace=", column: token.column,
                    hint: "check a written diagram with trace=NAME, or draw one from the run with from-trace=NAME")
            }
            guard let name = token.value, !name.isEmpty else {
                throw located("'\(token.name)' needs the name of a trace", column: token.column,
                    hint: "write \(token.name)=NAME, the name the lesson gives SequenceTrace(\"NAME\")")
            }
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw located("'\(name)' is not a valid trace name", column: token.valueColumn ?? token.column,
                    hint: "use letters, digits, '-' and '_', e.g. swipe-back")
            }
            binding = token.name == "trace" ? .checked(trace: name) : .drawn(trace: name)
            column = token.column
        }
        let lastLine = max(block.firstCodeLine, block.range.end.line)
        if case .drawn(let name)? = binding, !block.code.allSatisfy(\.isWhitespace) {
            throw SourceError(file: document.file, line: block.firstCodeLine, message: "a from-trace diagram is drawn from the run, so its fence must be empty",
                hint: "delete the Mermaid text, or write trace=\(name) to check this diagram against the run instead",
                sourceLine: document.line(block.firstCodeLine))
        }
        return DiagramFence(
            chapter: document.file, fenceLine: fenceLine, firstCodeLine: block.firstCodeLine, lastLine: lastLine,
            bindingColumn: column, source: block.code, binding: binding, block: block)
    }
}
