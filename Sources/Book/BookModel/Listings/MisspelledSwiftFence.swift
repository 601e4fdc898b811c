import Diagnostics
import MarkdownModel

/// A fence that was meant as a Swift listing but is not one: ```` ```Swift ````,
/// ```` ```swift,ignore="x" ````, ```` ```swift{.x} ````. Its language word is not exactly
/// `swift`, so it is shown as plain code and never compiled — silently, unless someone
/// says so. The planner warns at each, naming the spelling that works.
///
/// A word that only starts with `swift` and goes on as a word (`swiftui`, `swift-5`) is
/// another language, not a misspelling, and gets no warning.
enum MisspelledSwiftFence {
    static func warning(for block: CodeBlock, in document: Document) -> SourceError? {
        let word = block.language
        guard block.isFenced, word != "swift", word.lowercased().hasPrefix("swift") else { return nil }
        let rest = word.dropFirst(5)
        if let next = rest.first, next.isLetter || next.isNumber || next == "-" || next == "_" { return nil }

        let attributes = block.attributes.isEmpty ? "" : " " + block.attributes
        let suggestion: String
        if rest.isEmpty {
            suggestion = "swift" + attributes
        } else if rest.first == "," {
            suggestion = "swift " + rest.dropFirst().drop { $0 == "," } + attributes
        } else {
            suggestion = #"swift ignore="reason""#
        }
        let message = rest.isEmpty
            ? "this fence is not compiled: its language is '\(word)', and only 'swift' makes a listing"
            : "this fence is not compiled: its language word is '\(word)', not 'swift'"
        let line = block.range.start.line
        return SourceError(
            file: document.file, line: line, column: block.infoColumn, message: message,
            hint: "write the language as 'swift', then the attributes separated by spaces: \(suggestion)",
            sourceLine: document.line(line), severity: .warning)
    }
}
