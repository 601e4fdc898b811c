/// Writes one source with its sites in place: each active site as its template (operands
/// rendered recursively, so nested mutants stay independent), each discarded site as the
/// original text. Tracks line and column as it goes to record every mutant's spans.
struct SchemaRenderer {
    let scan: CodeScan
    /// Sites in nesting order (start, then longest, then rank), each with its mutant ID.
    let sites: [(site: Site, id: Int)]
    let firstLine: Int
    let active: (Int) -> Bool

    private(set) var output = ""
    private(set) var spans: [MutantSpan] = []
    private var line = 0
    private var column = 1

    init(scan: CodeScan, sites: [(site: Site, id: Int)], firstLine: Int, active: @escaping (Int) -> Bool) {
        self.scan = scan
        self.sites = sites.sorted {
            ($0.site.range.lowerBound, -$0.site.range.upperBound, $0.site.nestingRank)
                < ($1.site.range.lowerBound, -$1.site.range.upperBound, $1.site.nestingRank)
        }
        self.firstLine = firstLine
        self.active = active
    }

    mutating func renderAll() {
        render(0..<scan.tokens.count, candidates: sites.indices.filter { active(sites[$0].id) })
    }

    private mutating func render(_ range: Range<Int>, candidates: [Int]) {
        var index = range.lowerBound
        var remaining = candidates.filter {
            range.lowerBound <= sites[$0].site.range.lowerBound && sites[$0].site.range.upperBound <= range.upperBound
        }
        while index < range.upperBound {
            remaining.removeAll { sites[$0].site.range.lowerBound < index }
            guard let chosen = remaining.first(where: { sites[$0].site.range.lowerBound == index }) else {
                emit(scan.tokens[index].text)
                index += 1
                continue
            }
            let (site, id) = sites[chosen]
            let inner = remaining.filter { $0 != chosen && site.range.upperBound >= sites[$0].site.range.upperBound }
            let start = (line, column)
            for part in site.parts {
                switch part {
                case .text(let text): emit(text)
                case .operand(let operand): render(operand, candidates: inner)
                case .mutantSwitch: emit("\(MutantSwitch.functionName)(\(id))")
                case .mutantID: emit("\(id)")
                }
            }
            spans.append(MutantSpan(
                id: id, startLine: firstLine + start.0, startColumn: start.1, endLine: firstLine + line, endColumn: column))
            remaining.removeAll { site.range.contains(sites[$0].site.range.lowerBound) }
            index = site.range.upperBound
        }
    }

    private mutating func emit(_ text: String) {
        output += text
        for unit in text.utf8 {
            if unit == 10 { line += 1; column = 1 } else { column += 1 }
        }
    }
}
