import CCmarkGFM
import Diagnostics

/// How deeply a document may nest: block quotes, lists and inline spans (emphasis, strong,
/// strikethrough, links, images) counted together along any path from the top.
///
/// cmark-gfm builds any depth without recursing, but every later stage is a recursive walk
/// over the Swift tree (the converter, the site renderer, plain text for anchors, even
/// freeing the tree), and 3,000 nested `>` overflowed the stack. So the depth is checked on
/// cmark's tree first, by a walk that uses cmark's parent and sibling pointers and no stack,
/// and a document deeper than the limit is a located error; everything after it recurses
/// at most `maximumDepth` levels. Real chapters nest a handful of levels (the course's
/// deepest is 3, in an exercise prompt); 50 leaves room for any honest document.
package enum NestingLimit {
    /// The deepest nesting a document may have.
    package static let maximumDepth = 50

    package static let hint = "the workbook accepts at most \(maximumDepth) levels of block quotes, lists, emphasis and links"
        + " nested inside each other; nest less (often a stray '>' or list marker)"

    /// Node types that open a level of nesting. List items and paragraphs belong to their list
    /// or quote and do not count on their own.
    private static let nestingTypes: Set<String> = ["block_quote", "list", "emph", "strong", "strikethrough", "link", "image"]

    /// The error for the first node (in document order) that nests deeper than `limit`, or nil.
    static func check(_ root: OpaquePointer, file: String, sourceLines: [String], limit: Int = maximumDepth) -> SourceError? {
        guard let node = firstTooDeep(under: root, limit: limit) else { return nil }
        let (line, column) = position(of: node, root: root)
        return SourceError(
            file: file, line: line, column: column,
            message: "nesting is more than \(limit) levels deep", hint: hint,
            sourceLine: sourceLines.indices.contains(line - 1) ? quoted(sourceLines[line - 1], upTo: column) : nil)
    }

    /// A line of 100,000 `>` is quoted up to a little past the caret, not whole.
    static func quoted(_ line: String, upTo column: Int) -> String {
        let kept = line.prefix(column + 20)
        return kept.count < line.count ? kept + "…" : line
    }

    /// Depth-first, in source order, without recursion: down to the first child, else across
    /// to the next sibling, else back up until a parent has one.
    static func firstTooDeep(under root: OpaquePointer, limit: Int) -> OpaquePointer? {
        var depth = 0
        var node = cmark_node_first_child(root)
        while let current = node {
            if nests(current) {
                depth += 1
                if depth > limit { return current }
            }
            if let child = cmark_node_first_child(current) {
                node = child
                continue
            }
            var finished = current
            while true {
                if nests(finished) { depth -= 1 }
                if let next = cmark_node_next(finished) {
                    node = next
                    break
                }
                guard let parent = cmark_node_parent(finished), parent != root else {
                    node = nil
                    break
                }
                finished = parent
            }
        }
        return nil
    }

    private static func nests(_ node: OpaquePointer) -> Bool {
        guard let type = cmark_node_get_type_string(node) else { return false }
        return nestingTypes.contains(String(cString: type))
    }

    /// Where the node starts; inline nodes without a position of their own take their block's.
    private static func position(of node: OpaquePointer, root: OpaquePointer) -> (line: Int, column: Int) {
        var candidate: OpaquePointer? = node
        while let current = candidate, current != root {
            let line = Int(cmark_node_get_start_line(current))
            if line > 0 { return (line, max(1, Int(cmark_node_get_start_column(current)))) }
            candidate = cmark_node_parent(current)
        }
        return (1, 1)
    }
}
