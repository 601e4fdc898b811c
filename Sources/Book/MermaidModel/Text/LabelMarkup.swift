/// How a label's text is read, which differs by where it is written, as in Mermaid 11.
package enum LabelSyntax: Sendable {
    /// A sequence diagram's text (messages, notes, names, block titles). Mermaid draws it
    /// as SVG text split only at `<br>`, so a written `\n` stays as written.
    case sequence
    /// A flowchart's plain label (node, edge, subgraph title). Since Mermaid 11.13 a
    /// written `\n` breaks the line there (`nonMarkdownToHTML` turns it into `<br />`).
    case flowchart
    /// A flowchart's markdown string (``"`…`"``): `**bold**`, `*italic*` and real line
    /// breaks; a written `\n` stays as written, as Mermaid's markdown reader leaves it.
    case markdown
}

/// Reads a label as its author wrote it into styled runs: the inline HTML Mermaid users
/// write (`<b>`, `<i>`, `<code>`, `<sub>`, `<br>`, `<hr>`, …, any case, attributes ignored,
/// nested), HTML character references (`&lt;`, `&#60;`, `&#x3C;`) and Mermaid's entity
/// codes (`#lt;`, `#60;`), which always stand for text and never start a tag.
///
/// What counts as a tag: `<name …>` or `</name>` whose name is an HTML element. The
/// supported ones style the text (`LabelTags`); any other HTML element (`<div>`, `<span>`,
/// `<img>`, `<a href>`) is dropped, its text content kept, and reported as a finding so the
/// parser can warn at its column. Anything else that merely looks like a tag — `List<Int>`,
/// `Box<T>`, `a < b`, `x <- y` — is text, since no HTML element has that name.
package struct LabelMarkup {
    /// A tag the label does not support, at its `<` (a character offset into the text).
    package struct Finding: Sendable, Equatable {
        package var offset: Int
        package var message: String
    }

    /// What every finding's warning suggests.
    package static let hint = "diagram labels support <b>, <strong>, <i>, <em>, <code>, <u>, <s>, <sub>, <sup>, <small>, "
        + "<br> and <hr>; write &lt; for a literal '<'"

    private let chars: [Character]
    private let syntax: LabelSyntax
    private var index = 0
    private var lines: [[Label.Run]] = []
    private var rules: Set<Int> = []
    private var line: [Label.Run] = []
    private var pending = ""
    /// Open supported tags, innermost last.
    private var open: [LabelTags.Style] = []
    /// Markdown's `**` and `*` toggles.
    private var markdownBold = false
    private var markdownItalic = false
    /// Unsupported elements opened, so their end tags are dropped without a second warning.
    private var openUnsupported: [String] = []
    private var findings: [Finding] = []

    private init(_ chars: [Character], syntax: LabelSyntax) {
        self.chars = chars
        self.syntax = syntax
    }

    /// The label `chars` spell, and the unsupported tags found in them.
    package static func read(_ chars: [Character], syntax: LabelSyntax) -> (label: Label, findings: [Finding]) {
        var reader = LabelMarkup(chars, syntax: syntax)
        reader.run()
        return (Label(lines: reader.lines, rules: reader.rules), reader.findings)
    }

    /// Accessible text (`accTitle`, `accDescr`) as a screen reader should hear it: tags
    /// dropped, references decoded, each line of the text kept as a line.
    package static func plainText(_ text: String) -> String {
        read(Array(text), syntax: .sequence).label.plainLines.joined(separator: "\n")
    }

    private mutating func run() {
        while index < chars.count {
            let character = chars[index]
            switch character {
            case "<":
                if let tag = LabelTags.read(chars, at: index) {
                    apply(tag)
                    continue
                }
            case "&":
                if let (decoded, length) = CharacterReference.html(chars, at: index) {
                    pending.append(decoded)
                    index += length
                    continue
                }
            case "#":
                if let length = EntityCodes.length(in: chars, at: index),
                    let decoded = EntityCodes.character(named: String(chars[(index + 1)..<(index + length - 1)]))
                {
                    pending.append(decoded)
                    index += length
                    continue
                }
            case "\n":
                breakLine()
                index += 1
                continue
            case "\\" where syntax == .flowchart && index + 1 < chars.count && chars[index + 1] == "n":
                breakLine()
                index += 2
                continue
            case "*" where syntax == .markdown, "_" where syntax == .markdown:
                flush()
                if index + 1 < chars.count, chars[index + 1] == character {
                    markdownBold.toggle()
                    index += 2
                } else {
                    markdownItalic.toggle()
                    index += 1
                }
                continue
            default:
                break
            }
            pending.append(character)
            index += 1
        }
        endLine(last: true)
    }

    private mutating func apply(_ tag: LabelTags.Tag) {
        let start = index
        index = tag.end
        switch tag.meaning {
        case .lineBreak:
            breakLine()
        case .rule:
            guard !tag.isClosing else { return }
            endLine(last: false)
            rules.insert(lines.count)
            lines.append([Label.Run("")])
        case .style(let style):
            flush()
            if tag.isClosing {
                if let last = open.lastIndex(of: style) { open.remove(at: last) }
            } else if !tag.isSelfClosing {
                open.append(style)
            }
        case .unsupported(let dropsContent):
            if tag.isClosing {
                if let last = openUnsupported.lastIndex(of: tag.name) {
                    openUnsupported.remove(at: last)
                } else {
                    findings.append(Finding(offset: start,
                        message: "'</\(tag.name)>' is not supported in diagram labels; it is left out"))
                }
            } else if dropsContent {
                findings.append(Finding(offset: start,
                    message: "'<\(tag.name)>' is not supported in diagram labels; it is left out with its content"))
                index = LabelTags.end(ofContentOf: tag.name, in: chars, from: index)
            } else {
                findings.append(Finding(offset: start,
                    message: "'<\(tag.name)>' is not supported in diagram labels; its text is shown without the tag"))
                if !tag.isSelfClosing, !LabelTags.isVoid(tag.name) { openUnsupported.append(tag.name) }
            }
        }
    }

    /// Ends the pending run with the styling in force.
    private mutating func flush() {
        guard !pending.isEmpty else { return }
        var run = Label.Run(pending, bold: markdownBold, italic: markdownItalic)
        for style in open { style.apply(to: &run) }
        line.append(run)
        pending = ""
    }

    private mutating func breakLine() {
        flush()
        lines.append(Self.trimmed(line))
        line = []
    }

    /// Ends the line before a rule or at the end, unless it is empty after a rule (or
    /// before one at the very start): a rule needs no blank line beside it.
    private mutating func endLine(last: Bool) {
        flush()
        let trimmed = Self.trimmed(line)
        line = []
        let isBlank = trimmed.allSatisfy { $0.text.isEmpty }
        if isBlank, (lines.isEmpty && !last) || rules.contains(lines.count - 1) { return }
        lines.append(trimmed)
    }

    /// Spaces at a line's ends are not drawn (a no-break space is, as in HTML).
    private static func trimmed(_ runs: [Label.Run]) -> [Label.Run] {
        func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }
        var runs = runs
        while let first = runs.first, first.text.allSatisfy(isSpace) { runs.removeFirst() }
        while let last = runs.last, last.text.allSatisfy(isSpace) { runs.removeLast() }
        guard !runs.isEmpty else { return [Label.Run("")] }
        runs[0].text = String(runs[0].text.drop(while: isSpace))
        let last = runs.count - 1
        let text = runs[last].text
        runs[last].text = text.lastIndex { !isSpace($0) }.map { String(text[...$0]) } ?? ""
        return runs
    }
}
