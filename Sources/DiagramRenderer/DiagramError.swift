/// A problem in a diagram's source, located in the chapter that holds it.
///
/// The description reads like a compiler diagnostic, so editors and terminals can jump to it:
///
///     chapters/01-x.md:42:7: error: unknown arrow '-->>>'
///         A-->>>B: hi
///           ^
///       hint: …
public struct DiagramError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file name the caller passed (usually the chapter's path).
    public var file: String
    /// 1-based line in `file` (the diagram's offset in the chapter included).
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int
    public var message: String
    /// The offending source line, quoted under the headline.
    public var sourceLine: String
    public var hint: String?

    public init(file: String, line: Int, column: Int, message: String, sourceLine: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.hint = hint
    }

    public var description: String {
        let quoted = sourceLine.replacingTabs()
        var text = "\(file):\(line):\(column): error: \(message)\n"
        text += "    \(quoted)\n"
        text += "    " + String(repeating: " ", count: max(0, column - 1)) + "^"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }
}

extension String {
    /// Tabs become single spaces so the caret stays under the column it names.
    fileprivate func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }
}
