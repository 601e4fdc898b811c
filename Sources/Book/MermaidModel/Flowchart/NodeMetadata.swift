/// Mermaid 11.3's node metadata, `A@{ shape: diam, label: "Ready?" }`: a small YAML mapping
/// after a node's ID, on one line or over several. `shape` and `label` are used; `icon` and
/// `img` ask for pictures the workbook cannot draw, so they are errors; the other keys Mermaid
/// knows (`form`, `pos`, `w`, `h`, `constraint`, …) only size those pictures and are ignored.
struct NodeMetadata {
    var shape: NodeShape?
    var label: Label?
}

extension FlowchartParser {
    /// Reads `@{ … }` at the cursor (the `@`), if there is one.
    mutating func readNodeMetadata() throws -> NodeMetadata? {
        guard scanner.hasPrefix("@{") else { return nil }
        let open = scanner.position
        scanner.position += 2
        var commas: [Int] = []
        var lineEnds: [Int] = []
        let bodyStart = scanner.position
        var quote: Character?
        while true {
            guard let character = scanner.current else {
                throw scanner.error("node metadata '@{' is never closed", at: open,
                    hint: quote == nil ? "end it with '}', e.g. A@{ shape: rect, label: \"Text\" }" : "a quoted value is missing its closing quote")
            }
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" {
                // As in Mermaid, only double quotes protect `,` and `}`.
                quote = character
            } else if character == "," {
                commas.append(scanner.position)
            } else if character == "\n" {
                lineEnds.append(scanner.position)
            } else if character == "}" {
                break
            }
            scanner.position += 1
        }
        // As in Mermaid, one line is a YAML flow mapping (entries split at commas) and several
        // lines a block mapping (one entry a line; commas are text).
        let separators = (lineEnds.isEmpty ? commas : lineEnds) + [scanner.position]
        var entries: [(start: Int, end: Int)] = []
        var entryStart = bodyStart
        for separator in separators {
            entries.append((entryStart, separator))
            entryStart = separator + 1
        }
        scanner.position += 1
        var metadata = NodeMetadata()
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            guard let key = try readMetadataEntry(from: entry.start, to: entry.end, into: &metadata) else { continue }
            // A YAML block scalar (`label: |` or `label: >`): the lines indented past the key.
            guard key.value == "|" || key.value == ">" || key.value == "|-" || key.value == ">-" else { continue }
            var lines: [String] = []
            while index < entries.count {
                let line = String(scanner.chars[entries[index].start..<entries[index].end])
                let indent = line.prefix { $0 == " " || $0 == "\t" }.count
                guard line.trimmed.isEmpty || indent > key.indent else { break }
                lines.append(line.trimmed)
                index += 1
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            guard key.name == "label" else { continue }
            metadata.label = key.value.hasPrefix("|")
                ? Label(lines: lines.flatMap { Label(plain: EntityCodes.decode($0)).lines })
                : Label(plain: EntityCodes.decode(lines.joined(separator: " ")))
        }
        return metadata
    }

    /// Reads one `key: value` entry into `metadata`; returns the key, its indentation and the raw value.
    private func readMetadataEntry(from start: Int, to end: Int, into metadata: inout NodeMetadata) throws
        -> (name: String, indent: Int, value: String)?
    {
        var first = start
        while first < end, scanner.chars[first].isWhitespace { first += 1 }
        guard first < end else { return nil }
        guard let colon = (first..<end).first(where: { scanner.chars[$0] == ":" }) else {
            throw scanner.error("expected 'key: value' in node metadata", at: first,
                hint: "write e.g. A@{ shape: rect, label: \"Text\" }")
        }
        let key = String(scanner.chars[first..<colon]).trimmed
        var valueStart = colon + 1
        while valueStart < end, scanner.chars[valueStart].isWhitespace { valueStart += 1 }
        let value = String(scanner.chars[valueStart..<end]).trimmed
        switch key {
        case "shape":
            metadata.shape = try Self.shape(named: value.strippingYAMLQuotes, at: valueStart, scanner: scanner)
        case "label":
            metadata.label = Self.metadataLabel(value)
        case "icon", "img":
            throw scanner.error("\(key == "icon" ? "icon" : "image") nodes are not drawn by the workbook", at: first,
                hint: "give the node a shape and a text label instead, e.g. A@{ shape: rect, label: \"Text\" }")
        default:
            // `form`, `pos`, `w`, `h`, `constraint`, `labelType` and keys Mermaid ignores too.
            break
        }
        return (key, first - start, value)
    }

    static func shape(named name: String, at index: Int, scanner: FlowchartScanner) throws -> NodeShape {
        if let shape = NodeShapeNames.drawn[name] { return shape }
        if NodeShapeNames.undrawn.contains(name) {
            throw scanner.error("Mermaid's '\(name)' shape is not drawn by the workbook", at: index,
                hint: "the shapes drawn are \(NodeShapeNames.drawnShortNames) (and their aliases)")
        }
        if name != name.lowercased() || name.contains("_") {
            throw scanner.error("no such shape '\(name)'; shape names are lowercase, with '-'", at: index,
                hint: "the shapes drawn are \(NodeShapeNames.drawnShortNames)")
        }
        throw scanner.error(name.isEmpty ? "expected a shape name after 'shape:'" : "no such shape '\(name)'", at: index,
            hint: "the shapes drawn are \(NodeShapeNames.drawnShortNames)")
    }

    /// A metadata label: quoted or not; a quoted one may break lines, which become line breaks.
    static func metadataLabel(_ value: String) -> Label {
        let text = value.strippingYAMLQuotes
        if text.count >= 2, text.first == "`", text.last == "`" {
            return Label(markdown: EntityCodes.decode(String(text.dropFirst().dropLast())))
        }
        return quotedLabel(text)
    }
}

extension String {
    /// `"text"` or `'text'` → `text`; anything else unchanged.
    var strippingYAMLQuotes: String {
        if count >= 2, let first, first == "\"" || first == "'", last == first { return String(dropFirst().dropLast()) }
        return self
    }
}
