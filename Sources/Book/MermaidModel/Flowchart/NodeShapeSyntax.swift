/// The bracket pairs that give a node its shape, longest openers first so `(((` wins over `((`.
enum NodeShapeSyntax {
    struct Opener {
        var open: String
        /// Possible closers; `[/` may close as `/]` (lean right) or `\]` (trapezoid).
        var closers: [(close: String, shape: NodeShape)]
    }

    static let openers: [Opener] = [
        Opener(open: "(((", closers: [(")))", .doubleCircle)]),
        Opener(open: "((", closers: [("))", .circle)]),
        Opener(open: "([", closers: [("])", .stadium)]),
        Opener(open: "[(", closers: [(")]", .cylinder)]),
        Opener(open: "[[", closers: [("]]", .subroutine)]),
        Opener(open: "[/", closers: [("/]", .leanRight), ("\\]", .trapezoid)]),
        Opener(open: "[\\", closers: [("\\]", .leanLeft), ("/]", .invertedTrapezoid)]),
        Opener(open: "{{", closers: [("}}", .hexagon)]),
        Opener(open: "{", closers: [("}", .diamond)]),
        Opener(open: "(", closers: [(")", .roundedRectangle)]),
        Opener(open: "[", closers: [("]", .rectangle)]),
        Opener(open: ">", closers: [("]", .asymmetric)]),
    ]

    static func opener(in chars: [Character], at index: Int) -> Opener? {
        openers.first { opener in
            opener.open.enumerated().allSatisfy { offset, character in
                index + offset < chars.count && chars[index + offset] == character
            }
        }
    }
}

extension FlowchartParser {
    /// Characters a plain (unquoted) label may not contain.
    static let reservedInLabels: Set<Character> = ["[", "]", "(", ")", "{", "}", "|", "\""]

    /// Reads a label up to (not including) one of `closers`: plain text, `"quoted"` or
    /// ``"`markdown`"``. Returns which closer ended it.
    mutating func readLabelText(closers: [String]) throws -> (label: Label, closerIndex: Int) {
        let start = scanner.position
        scanner.skipInlineSpaces()
        if scanner.current == "\"" {
            let open = scanner.position
            let label = try readQuotedLabel()
            let spansLines = scanner.chars[open..<scanner.position].contains("\n")
            scanner.skipInlineSpaces()
            guard let index = closers.firstIndex(where: { scanner.hasPrefix($0) }) else {
                // A quote left open swallows the lines up to the next quote; point at where it began.
                if spansLines {
                    throw scanner.error("the quoted label opened here ends on a later line without '\(closers[0])' after it", at: open,
                        hint: "close the quote on this line, or end the label with '\"\(closers[0])' where it ends")
                }
                throw scanner.error("expected '\(closers[0])' after the quoted label", at: scanner.position)
            }
            return (label, index)
        }
        scanner.position = start
        while true {
            if let index = closers.firstIndex(where: { scanner.hasPrefix($0) }) {
                return (label(from: start, to: scanner.position, syntax: .flowchart), index)
            }
            guard let character = scanner.current, character != "\n" else {
                throw scanner.error("label is never closed; expected '\(closers[0])'", at: start,
                    hint: "close the label on the same line, or quote a multi-line markdown label")
            }
            if Self.reservedInLabels.contains(character) {
                throw scanner.error("unexpected '\(character)' in a label", at: scanner.position,
                    hint: "put the label in quotes, e.g. A[\"text with (brackets)\"]")
            }
            scanner.position += 1
        }
    }

    /// Reads `"…"` at the cursor; a body in backticks is a markdown string (may span lines).
    mutating func readQuotedLabel() throws -> Label {
        let open = scanner.position
        scanner.position += 1
        let body = try scanner.readEnclosed(
            until: "\"", openedAt: open, unclosed: "quoted text is never closed", hint: "add the closing '\"'")
        // The body runs from just after the opening quote to just before the closing one.
        let bodyStart = open + 1
        let bodyEnd = scanner.position - 1
        if body.count >= 2, body.first == "`", body.last == "`" {
            return label(from: bodyStart + 1, to: bodyEnd - 1, syntax: .markdown)
        }
        // A line break inside the quotes breaks the label's line, as in Mermaid.
        return label(from: bodyStart, to: bodyEnd, syntax: .flowchart)
    }

    /// A quoted label's text where no place in the chart is at hand (node metadata): rich
    /// text, a line break inside the quotes breaking the line.
    static func quotedLabel(_ body: String) -> Label {
        LabelMarkup.read(Array(body), syntax: .flowchart).label
    }
}
