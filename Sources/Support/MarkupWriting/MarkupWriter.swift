/// Builds HTML and SVG markup into one UTF-8 buffer, escaping every text and attribute value.
///
/// One writer serves both outputs: pages are written ``Layout/inline`` (the markup exactly as
/// the calls give it), diagrams ``Layout/indented`` (one element per line, two spaces per
/// level), with ``line(_:)`` for the odd element that must keep its children on its own line.
/// Bytes are appended in place and turned into a `String` once, which is what keeps rendering
/// a chapter cheap.
package struct MarkupWriter {
    package enum Layout: Sendable {
        /// Nothing is added between the pieces written.
        case inline
        /// Every `open`, `close`, `element` and `raw` is one line, indented by depth.
        case indented
    }

    /// Finished pieces, in order: markup large enough to be kept as the string it came in.
    private var chunks: [String] = []
    /// The piece being written.
    private var bytes: [UInt8] = []
    private var layout: Layout
    private let textRules: EscapeRules
    private var depth = 0

    /// `textRules` are the rules for element content: SVG diagrams escape quotes in text too,
    /// as they always have, so their bytes stay the same.
    package init(layout: Layout = .inline, textRules: EscapeRules = .text, reservingCapacity capacity: Int = 0) {
        self.layout = layout
        self.textRules = textRules
        bytes.reserveCapacity(capacity)
    }

    /// Everything written so far.
    package var output: String {
        let current = String(decoding: bytes, as: UTF8.self)
        guard !chunks.isEmpty else { return current }
        var whole = ""
        whole.reserveCapacity(chunks.reduce(current.utf8.count) { $0 + $1.utf8.count })
        for chunk in chunks { whole += chunk }
        whole += current
        return whole
    }

    /// Raw markup at least this long (a chapter's body inside its page) is kept as its own
    /// string rather than copied into the buffer, so it is neither copied nor re-validated as
    /// UTF-8 when the output is made.
    private static let chunkThreshold = 1024

    // MARK: - Elements

    /// `<name attributes…>`; the children follow until ``close(_:)``.
    package mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        beginLine()
        startTag(name, attributes)
        bytes.append(UInt8(ascii: ">"))
        endLine()
        depth += 1
    }

    /// `</name>`.
    package mutating func close(_ name: String) {
        depth -= 1
        beginLine()
        bytes.append(contentsOf: "</".utf8)
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: ">"))
        endLine()
    }

    /// `<name …>text</name>`, or `<name …/>` when there is no text (XML's empty element, which
    /// HTML reads the same way for void elements and SVG for any).
    package mutating func element(_ name: String, _ attributes: [Attribute] = [], text: String? = nil) {
        beginLine()
        startTag(name, attributes)
        if let text {
            bytes.append(UInt8(ascii: ">"))
            MarkupEscaping.append(text, textRules, to: &bytes)
            bytes.append(contentsOf: "</".utf8)
            bytes.append(contentsOf: name.utf8)
            bytes.append(UInt8(ascii: ">"))
        } else {
            bytes.append(contentsOf: "/>".utf8)
        }
        endLine()
    }

    /// `<name …>`, whatever `content` writes, then `</name>`: the tags can never be unbalanced.
    package mutating func element(
        _ name: String, _ attributes: [Attribute] = [], content: (inout MarkupWriter) -> Void
    ) {
        open(name, attributes)
        content(&self)
        close(name)
    }

    /// Escaped element content.
    package mutating func text(_ string: String) {
        MarkupEscaping.append(string, textRules, to: &bytes)
    }

    /// Markup that is already well-formed: fixed fragments of a page, or markup another
    /// writer (the highlighter, the diagram renderer) produced. In the indented layout it is
    /// one line.
    package mutating func raw(_ markup: String) {
        beginLine()
        if markup.utf8.count >= Self.chunkThreshold {
            finishChunk()
            chunks.append(markup)
        } else {
            var markup = markup
            markup.withUTF8 { bytes.append(contentsOf: $0) }
        }
        endLine()
    }

    /// ``raw(_:)`` for part of a string.
    package mutating func raw(_ markup: Substring) {
        if markup.utf8.count >= Self.chunkThreshold { return raw(String(markup)) }
        beginLine()
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
        endLine()
    }

    private mutating func finishChunk() {
        guard !bytes.isEmpty else { return }
        chunks.append(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }

    /// In the indented layout, writes whatever `body` writes on one line at the current depth,
    /// e.g. a `<text>` with its `<tspan>`s; inline, it simply runs `body`.
    package mutating func line(_ body: (inout MarkupWriter) -> Void) {
        guard layout == .indented else { return body(&self) }
        beginLine()
        layout = .inline
        body(&self)
        layout = .indented
        endLine()
    }

    // MARK: - Pieces

    private mutating func startTag(_ name: String, _ attributes: [Attribute]) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
        for attribute in attributes {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: attribute.name.utf8)
            bytes.append(contentsOf: "=\"".utf8)
            MarkupEscaping.append(attribute.value, .attribute, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func beginLine() {
        guard layout == .indented, depth > 0 else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func endLine() {
        if layout == .indented { bytes.append(UInt8(ascii: "\n")) }
    }
}
