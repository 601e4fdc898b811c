import MutationResults

/// All mutants of a set of sources (a lesson's listings, or a solution's files) and the
/// schema that compiles every one of them into a single program: IDs run from 1 in source
/// order, so the same sources always give the same mutants with the same IDs.
package struct MutationSchema: Sendable {
    package struct RenderedSource: Sendable {
        package var source: MutationSource
        /// The code with every active mutant guarded by its switch; same line count as the source.
        package var text: String
        package var spans: [MutantSpan]
    }

    package let sources: [MutationSource]
    package let mutants: [Mutant]
    private let scans: [SourcePlan]

    private struct SourcePlan: @unchecked Sendable {
        var scan: CodeScan
        var sites: [(site: Site, id: Int)]
        /// File lines of each top-level declaration, for errors no span explains.
        var declarations: [ClosedRange<Int>]
    }

    package init(_ sources: [MutationSource]) {
        self.sources = sources
        var mutants: [Mutant] = []
        var plans: [SourcePlan] = []
        for source in sources {
            let scan = CodeScan(source.code)
            var numbered: [(site: Site, id: Int)] = []
            for site in scan.sites() {
                let id = mutants.count + 1
                let anchor = scan.tokens[site.anchor]
                mutants.append(Mutant(
                    id: id, mutationOperator: site.mutationOperator, file: source.file, line: source.firstLine + anchor.line,
                    column: anchor.column, original: site.original, mutated: site.mutated))
                numbered.append((site, id))
            }
            plans.append(SourcePlan(
                scan: scan, sites: numbered,
                declarations: scan.declarationLines.map { (source.firstLine + $0.lowerBound)...(source.firstLine + $0.upperBound) }))
        }
        self.mutants = mutants
        self.scans = plans
    }

    /// Every source rendered with the mutants not in `discarded`.
    package func render(discarding discarded: Set<Int> = []) -> [RenderedSource] {
        zip(sources, scans).map { source, plan in
            var renderer = SchemaRenderer(
                scan: plan.scan, sites: plan.sites, firstLine: source.firstLine, active: { !discarded.contains($0) })
            renderer.renderAll()
            return RenderedSource(source: source, text: renderer.output, spans: renderer.spans)
        }
    }

    /// The mutants to blame for a compiler error at `file:line:column` of a rendered schema:
    /// the innermost mutant whose text contains the position; else those on its line; else
    /// the nearest one before it in the same declaration, preferring mutants that can break
    /// code away from themselves (a deleted statement, a removed return, a property made
    /// strong); else every mutant of that source. Empty when the error is in no source.
    package func culprits(file: String, line: Int, column: Int, in rendered: [RenderedSource], discarded: Set<Int>) -> Set<Int> {
        guard let index = rendered.firstIndex(where: {
            $0.source.file == file && $0.source.firstLine <= line
                && line < $0.source.firstLine + max(1, $0.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        }) else { return [] }
        let spans = rendered[index].spans.filter { !discarded.contains($0.id) }
        if let innermost = spans.filter({ $0.contains(line: line, column: column) }).min(by: { $0.extent < $1.extent }) {
            return [innermost.id]
        }
        let onLine = spans.filter { $0.covers(line: line) }
        if !onLine.isEmpty { return Set(onLine.map(\.id)) }
        let declaration = scans[index].declarations.first { $0.contains(line) }
        let before = spans.filter { span in
            span.startLine <= line && declaration.map { $0.contains(span.startLine) } ?? true
        }
        let farReaching: Set<MutationOperator> = [.deleteStatement, .removeEarlyReturn, .strongReference]
        let byID = Dictionary(mutants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let preferred = before.filter { byID[$0.id].map { farReaching.contains($0.mutationOperator) } ?? false }
        if let nearest = (preferred.isEmpty ? before : preferred).max(by: { $0.startLine < $1.startLine }) {
            return [nearest.id]
        }
        return Set(spans.map(\.id))
    }
}
