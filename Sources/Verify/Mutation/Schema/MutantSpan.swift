/// Where one mutant's schema text landed in the rendered file, so a compiler error can be
/// traced to the mutant that caused it. Lines are the file's (as reported), columns 1-based
/// UTF-8 offsets, the end exclusive.
package struct MutantSpan: Equatable, Sendable {
    package var id: Int
    package var startLine: Int
    package var startColumn: Int
    package var endLine: Int
    package var endColumn: Int

    package func contains(line: Int, column: Int) -> Bool {
        (line, column) >= (startLine, startColumn) && (line, column) < (endLine, endColumn)
    }

    package func covers(line: Int) -> Bool { (startLine...endLine).contains(line) }

    /// Size for choosing the innermost of nested spans.
    var extent: (Int, Int) { (endLine - startLine, endColumn - startColumn) }
}
