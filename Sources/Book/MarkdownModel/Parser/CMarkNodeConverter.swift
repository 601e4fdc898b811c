import CCmarkGFM

/// Turns cmark's C nodes into the Swift tree. Node kinds are told apart by cmark's type
/// strings, which also name the GFM extension nodes (`table`, `strikethrough`, `tasklist`).
///
/// The walk is iterative: an explicit stack of the nodes still open, each collecting its
/// converted children, so its depth never depends on the document's. (`NestingLimit` still
/// bounds the tree it builds, for the recursive stages after it.)
struct CMarkNodeConverter {
    let sourceLines: [String]

    /// A converted node, before its parent decides what it may hold.
    private enum Converted {
        case block(Block)
        case inline(Inline)
        case item(ListItem)
        case row([TableCell], isHeader: Bool)
        case cell(TableCell)
    }

    private struct Frame {
        let node: OpaquePointer
        var next: OpaquePointer?
        var children: [Converted] = []

        init(_ node: OpaquePointer) {
            self.node = node
            next = cmark_node_first_child(node)
        }

        var blocks: [Block] { children.compactMap { if case .block(let block) = $0 { block } else { nil } } }
        var inlines: [Inline] { children.compactMap { if case .inline(let inline) = $0 { inline } else { nil } } }
    }

    func blocks(under root: OpaquePointer) -> [Block] {
        var stack = [Frame(root)]
        while true {
            if let child = stack[stack.count - 1].next {
                stack[stack.count - 1].next = cmark_node_next(child)
                stack.append(Frame(child))
                continue
            }
            let finished = stack.removeLast()
            guard !stack.isEmpty else { return finished.blocks }
            if let converted = convert(finished) { stack[stack.count - 1].children.append(converted) }
        }
    }

    /// One node, once all its children are converted; nil for kinds the model leaves out.
    private func convert(_ frame: Frame) -> Converted? {
        let node = frame.node
        switch typeString(node) {
        case "heading":
            return .block(.heading(Heading(
                level: Int(cmark_node_get_heading_level(node)), children: frame.inlines, range: sourceRange(node))))
        case "paragraph":
            return .block(.paragraph(Paragraph(children: frame.inlines, range: sourceRange(node))))
        case "block_quote":
            return .block(.blockQuote(BlockQuote(children: frame.blocks, range: sourceRange(node))))
        case "list":
            let kind: ListBlock.Kind = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bullet
            let items = frame.children.compactMap { if case .item(let item) = $0 { item } else { nil } }
            return .block(.list(ListBlock(
                kind: kind, isTight: cmark_node_get_list_tight(node) != 0, items: items, range: sourceRange(node))))
        case "item":
            return .item(ListItem(task: nil, children: frame.blocks, range: sourceRange(node)))
        case "tasklist":
            let task: ListItem.Task = cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked
            return .item(ListItem(task: task, children: frame.blocks, range: sourceRange(node)))
        case "code_block":
            return .block(.codeBlock(codeBlock(node, range: sourceRange(node))))
        case "html_block":
            return .block(.htmlBlock(HTMLBlock(html: literal(node), range: sourceRange(node))))
        case "table":
            return .block(.table(table(node, rows: frame.children, range: sourceRange(node))))
        case "table_row", "table_header":
            let cells = frame.children.compactMap { if case .cell(let cell) = $0 { cell } else { nil } }
            return .row(cells, isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell":
            return .cell(TableCell(children: frame.inlines))
        case "thematic_break":
            return .block(.thematicBreak(sourceRange(node)))
        case "text": return .inline(.text(literal(node)))
        case "code": return .inline(.code(literal(node)))
        case "emph": return .inline(.emphasis(frame.inlines))
        case "strong": return .inline(.strong(frame.inlines))
        case "strikethrough": return .inline(.strikethrough(frame.inlines))
        case "link":
            return .inline(.link(Link(
                destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                children: frame.inlines, position: linkPosition(node))))
        case "image":
            return .inline(.image(Image(
                source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                alt: frame.inlines, position: sourceRange(node).start)))
        case "html_inline": return .inline(.html(literal(node), position: sourceRange(node).start))
        case "softbreak": return .inline(.softBreak)
        case "linebreak": return .inline(.lineBreak)
        default: return nil
        }
    }

    private func codeBlock(_ node: OpaquePointer, range: SourceRange) -> CodeBlock {
        var fenceLength: Int32 = 0
        var fenceOffset: Int32 = 0
        var fenceCharacter: CChar = 0
        let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
        let info = fenced ? string(cmark_node_get_fence_info(node)) : ""
        let column = fenced ? infoColumn(fenceLine: range.start.line, fenceColumn: range.start.column) : 1
        return CodeBlock(
            info: info.trimmingCharacters(in: .whitespaces),
            rawInfo: fenced ? rawInfo(fenceLine: range.start.line, infoColumn: column) : "",
            code: literal(node), isFenced: fenced,
            range: range, firstCodeLine: fenced ? range.start.line + 1 : range.start.line, infoColumn: column)
    }

    /// cmark reports where the fence starts, not where its info string starts; find it.
    private func infoColumn(fenceLine: Int, fenceColumn: Int) -> Int {
        guard sourceLines.indices.contains(fenceLine - 1) else { return fenceColumn }
        let bytes = Array(sourceLines[fenceLine - 1].utf8)
        var index = max(0, fenceColumn - 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let fenceCharacter = index < bytes.count ? bytes[index] : 0
        while index < bytes.count, bytes[index] == fenceCharacter { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index + 1
    }

    /// The fence line from the info string's column on, without trailing blanks: the info
    /// string before cmark removes its backslash escapes and decodes its entities.
    private func rawInfo(fenceLine: Int, infoColumn: Int) -> String {
        guard sourceLines.indices.contains(fenceLine - 1) else { return "" }
        let bytes = Array(sourceLines[fenceLine - 1].utf8)
        guard infoColumn - 1 < bytes.count else { return "" }
        var end = bytes.count
        while end > infoColumn - 1, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        return String(decoding: bytes[(infoColumn - 1)..<end], as: UTF8.self)
    }

    private func table(_ node: OpaquePointer, rows: [Converted], range: SourceRange) -> Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [Table.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for column in 0..<columns {
                switch raw[column] {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        }
        var header: [TableCell] = []
        var body: [[TableCell]] = []
        for case .row(let cells, let isHeader) in rows {
            if isHeader { header = cells } else { body.append(cells) }
        }
        return Table(alignments: alignments, header: header, rows: body, range: range)
    }

    /// Where a link starts. cmark-gfm reports an autolink (`<https://…>`) on a paragraph's
    /// second or later line at a column counted from the paragraph's start; such a position
    /// does not point at `[` or `<`, and the autolink is then looked up in its line.
    private func linkPosition(_ node: OpaquePointer) -> SourcePosition {
        let start = sourceRange(node).start
        guard sourceLines.indices.contains(start.line - 1) else { return start }
        let line = Array(sourceLines[start.line - 1].utf8)
        let index = start.column - 1
        if line.indices.contains(index), line[index] == UInt8(ascii: "[") || line[index] == UInt8(ascii: "<") { return start }
        let url = Array(string(cmark_node_get_url(node)).utf8)
        for needle in [[UInt8(ascii: "<")] + url, url] where !needle.isEmpty && needle.count <= line.count {
            if let found = (0...(line.count - needle.count)).first(where: { line[$0..<($0 + needle.count)].elementsEqual(needle) }) {
                return SourcePosition(line: start.line, column: found + 1)
            }
        }
        return start
    }

    private func typeString(_ node: OpaquePointer) -> String { string(cmark_node_get_type_string(node)) }

    private func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private func sourceRange(_ node: OpaquePointer) -> SourceRange {
        SourceRange(
            start: SourcePosition(
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
            end: SourcePosition(
                line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node))))
    }
}
