/// Visits every block of a document depth-first, in source order, descending into block
/// quotes and list items — so a code fence inside a list is found like any other.
package struct BlockWalker: Sequence {
    private let roots: [Block]

    package init(_ document: Document) { roots = document.blocks }
    package init(_ blocks: [Block]) { roots = blocks }

    /// Iterative (an explicit stack of the blocks still to visit), so the walk's depth never
    /// depends on the document's.
    package func makeIterator() -> IndexingIterator<[Block]> {
        var result: [Block] = []
        var pending = Array(roots.reversed())
        while let block = pending.popLast() {
            result.append(block)
            switch block {
            case .blockQuote(let quote): pending.append(contentsOf: quote.children.reversed())
            case .list(let list): pending.append(contentsOf: list.items.flatMap(\.children).reversed())
            default: break
            }
        }
        return result.makeIterator()
    }
}

extension Document {
    /// Every code block, wherever it is nested, in source order.
    package var codeBlocks: [CodeBlock] {
        BlockWalker(self).compactMap { block in
            if case .codeBlock(let code) = block { return code }
            return nil
        }
    }

    /// Every heading, wherever it is nested, in source order.
    package var headings: [Heading] {
        BlockWalker(self).compactMap { block in
            if case .heading(let heading) = block { return heading }
            return nil
        }
    }
}
