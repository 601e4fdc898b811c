import MarkupWriting

/// One pair's two submissions side by side, every line of a matched region highlighted, and
/// the first line of region i on one side linked to the first line of region i on the other.
struct PairListing {
    var pair: SimilarPair
    /// The pair's rank, which makes its anchors unique on the page: `p3-l2` is region 2 of the
    /// left submission of pair 3.
    var rank: Int
    var left: LearnerSubmission
    var right: LearnerSubmission

    func write(to writer: inout MarkupWriter) {
        writer.element("div", [Attribute("class", "sides")]) { writer in
            side(left, spans: pair.regions.map(\.left), own: "l", other: "r", &writer)
            side(right, spans: pair.regions.map(\.right), own: "r", other: "l", &writer)
        }
    }

    /// The anchor of region `region` (1-based) on one side.
    static func anchor(rank: Int, side: String, region: Int) -> String { "p\(rank)-\(side)\(region)" }

    private func side(_ submission: LearnerSubmission, spans: [LineSpan], own: String, other: String, _ writer: inout MarkupWriter) {
        writer.element("div", [Attribute("class", "side")]) { writer in
            writer.element("h3", text: submission.name)
            for file in submission.files {
                writer.element("h4", text: file.path)
                let marks = LineMarks(spans.enumerated().filter { $0.element.file == file.path }.map { ($0.offset + 1, $0.element.lines) })
                writer.element("pre") { writer in
                    for (offset, text) in Self.lines(of: file.text).enumerated() {
                        line(offset + 1, text, marks: marks, own: own, other: other, &writer)
                    }
                }
            }
        }
    }

    private func line(_ number: Int, _ text: Substring, marks: LineMarks, own: String, other: String, _ writer: inout MarkupWriter) {
        let region = marks.region(of: number)
        var attributes = [Attribute("class", region == nil ? "line" : "line matched")]
        if let region { attributes.append(Attribute("title", "region \(region)")) }
        writer.element("span", attributes) { writer in
            let starting = marks.regionsStarting(at: number)
            for start in starting {
                writer.element("a", [Attribute("id", Self.anchor(rank: rank, side: own, region: start))], text: "")
            }
            if let first = starting.first {
                writer.element("a", [Attribute("class", "n"), Attribute("href", "#" + Self.anchor(rank: rank, side: other, region: first))],
                    text: String(number))
            } else {
                writer.element("span", [Attribute("class", "n")], text: String(number))
            }
            writer.text(String(text))
        }
    }

    /// The file's lines as the tokenizer counts them: split at line feeds, a final line feed
    /// ending the last line rather than starting an empty one.
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }
}

/// Which region each line of one file belongs to (the first that covers it), and which start on it.
struct LineMarks {
    private var regionOfLine: [Int: Int] = [:]
    private var starts: [Int: [Int]] = [:]

    /// `regions`: each region's number (1-based) and its lines in this file.
    init(_ regions: [(number: Int, lines: ClosedRange<Int>)]) {
        for (number, lines) in regions {
            for line in lines where regionOfLine[line] == nil { regionOfLine[line] = number }
            starts[lines.lowerBound, default: []].append(number)
        }
    }

    func region(of line: Int) -> Int? { regionOfLine[line] }

    func regionsStarting(at line: Int) -> [Int] { starts[line] ?? [] }
}
