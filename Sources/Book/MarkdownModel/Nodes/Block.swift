/// A block-level node. The tree is a plain value: later stages switch over it or walk it
/// with `BlockWalker`; none of them sees cmark.
package enum Block: Sendable {
    case heading(Heading)
    case paragraph(Paragraph)
    case blockQuote(BlockQuote)
    case list(ListBlock)
    case codeBlock(CodeBlock)
    case htmlBlock(HTMLBlock)
    case table(Table)
    case thematicBreak(SourceRange)

    package var range: SourceRange {
        switch self {
        case .heading(let node): node.range
        case .paragraph(let node): node.range
        case .blockQuote(let node): node.range
        case .list(let node): node.range
        case .codeBlock(let node): node.range
        case .htmlBlock(let node): node.range
        case .table(let node): node.range
        case .thematicBreak(let range): range
        }
    }
}
