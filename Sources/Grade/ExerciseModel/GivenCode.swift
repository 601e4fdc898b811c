import Diagnostics

/// A reference solution may mark a top-level declaration `// Given:`, and mutation testing then
/// leaves it alone: it is the starter's code, which the learner does not write and no test may
/// grade. So it must be the starter's, word for word, or the mark would hide the learner's
/// part from the hidden tests' measure.
enum GivenCode {
    static let marker = "// Given:"

    static func problems(reference: [SourceFile], starter: [SourceFile], display: String) -> [SourceError] {
        let starterText = starter.map { collapsed($0.text) }
        var errors: [SourceError] = []
        for file in reference {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.hasPrefix(marker) {
                // The declaration runs from below the marker to the first line that is a lone `}`.
                var end = index + 1
                while end < lines.count, lines[end] != "}" { end += 1 }
                let declaration = collapsed(lines[(index + 1)..<min(end + 1, lines.count)].joined(separator: "\n"))
                if declaration.isEmpty || !starterText.contains(where: { $0.contains(declaration) }) {
                    errors.append(SourceError(file: display + file.path, line: index + 1,
                        message: "the declaration marked '// Given:' is not in the starter as it is here",
                        hint: "mark only code the starter gives word for word; the learner's own code must stay open to mutation testing",
                        sourceLine: line))
                }
            }
        }
        return errors
    }

    /// Lines trimmed, blank lines dropped, comments kept: the starter may indent or space it differently.
    private static func collapsed(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
