import CCmarkGFM

/// Turns cmark's C nodes into the Swift tree. Node kinds are told apart by cmark's type
/// strings, which also name the GFM extension nodes (`table`, `strikethrough`, `tasklist`).
struct CMarkNodeConverter {
    let sourceLines: [String]

    func blocks(under parent: OpaquePointer) -> [Block] {
        children(of: parent).compactMap(block)
    }

    private func block(_ node: OpaquePointer) -> Block? {
        let range = sourceRange(node)
        switch typeString(node) {
        case "heading":
            return .heading(Heading(
                level: Int(cmark_node_get_heading_level(node)), children: inlines(under: node), range: range))
        case "paragraph":
            return .paragraph(Paragraph(children: inlines(under: node), range: range))
        case "block_quote":
            return .blockQuote(BlockQuote(children: blocks(under: node), range: range))
        case "list":
            return .list(list(node, range: range))
        case "code_block":
            return .codeBlock(codeBlock(node, range: range))
        case "html_block":
            return .htmlBlock(HTMLBlock(html: literal(node), range: range))
        case "table":
            return .table(table(node, range: range))
        case "thematic_break":
            return .thematicBreak(range)
        default:
            return nil
        }
    }

    private func list(_ node: OpaquePointer, range: SourceRange) -> ListBlock {
        let kind: ListBlock.Kind = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bullet
        let items = children(of: node).map { item in
            let task: ListItem.Task? = typeString(item) == "tasklist"
                ? (cmark_gfm_extensions_get_tasklist_item_checked(item) ? .checked : .unchecked) : nil
            return ListItem(task: task, children: blocks(under: item), range: sourceRange(item))
        }
        return ListBlock(kind: kind, isTight: cmark_node_get_list_tight(node) != 0, items: items, range: range)
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

    private func table(_ node: OpaquePointer, range: SourceRange) -> Table {
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
        var rows: [[TableCell]] = []
        for row in children(of: node) {
            let cells = children(of: row).map { TableCell(children: inlines(under: $0)) }
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 { header = cells } else { rows.append(cells) }
        }
        return Table(alignments: alignments, header: header, rows: rows, range: range)
    }

    func inlines(under parent: OpaquePointer) -> [Inline] {
        children(of: parent).compactMap(inline)
    }

    private func inline(_ node: OpaquePointer) -> Inline? {
        switch typeString(node) {
        case "text": return .text(literal(node))
        case "code": return .code(literal(node))
        case "emph": return .emphasis(inlines(under: node))
        case "strong": return .strong(inlines(under: node))
        case "strikethrough": return .strikethrough(inlines(under: node))
        case "link":
            return .link(Link(
                destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                children: inlines(under: node), position: linkPosition(node)))
        case "image":
            return .image(Image(
                source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                alt: inlines(under: node), position: sourceRange(node).start))
        case "html_inline": return .html(literal(node), position: sourceRange(node).start)
        case "softbreak": return .softBreak
        case "linebreak": return .lineBreak
        default: return nil
        }
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

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
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
