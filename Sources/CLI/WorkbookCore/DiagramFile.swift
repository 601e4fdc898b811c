import DiagramRenderer
import Diagnostics
import Foundation
import MarkdownModel
import MermaidModel

/// `workbook diagram`: one Mermaid diagram rendered to accessible static SVG the way the
/// site renders it, for checking a diagram while writing a chapter.
package enum DiagramFile {
    /// The SVG and what it warns of, or why the diagram could not be drawn.
    package enum Outcome: Sendable {
        case rendered(svg: String, warnings: [SourceError])
        /// Not UTF-8, or outside the supported subset; `message` is located and quotes the line.
        case failed(message: String)
    }

    /// Renders the diagram in `data`, named `file` in messages; bytes that are not UTF-8 fail
    /// at the first bad byte's line and column, worded as for a chapter.
    package static func render(_ data: Data, file: String, idPrefix: String) throws -> Outcome {
        do {
            let source = try text(of: data, file: file)
            let diagram = try Diagrams.render(mermaid: source, file: file, firstLine: 1, idPrefix: idPrefix)
            return .rendered(svg: diagram.svg, warnings: diagram.warnings)
        } catch let error as DiagramError {
            return .failed(message: error.description)
        }
    }

    package static func text(of data: Data, file: String) throws(SourceError) -> String {
        if let text = String(validUTF8: data) { return text }
        let (line, column) = MarkdownParser.firstInvalidUTF8Position(in: Array(data))
        throw SourceError(
            file: file, line: line, column: column, message: "the file is not valid UTF-8",
            hint: "save the diagram as UTF-8 (most editors have an 'encoding' option)")
    }
}
