import MarkupWriting

extension MarkupWriter {
    /// A writer for a diagram: one element per line, indented, and quotes escaped in text as
    /// well as in attributes, as diagrams have always been written, so their bytes stay stable.
    static func svg() -> MarkupWriter {
        MarkupWriter(layout: .indented, textRules: .quotes, reservingCapacity: 1 << 14)
    }
}
