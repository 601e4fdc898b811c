/// Turns the shared fingerprints of two submissions into regions: runs of matches that go on
/// together in both, as line ranges the page can put side by side.
///
/// Matches are taken in the left submission's order, each fingerprint paired with one place on
/// the right: the one that continues the current region, if any, else the first not yet paired.
/// A match continues the current region when it is in the same two files and, on both sides,
/// within one k-gram and one window of the region's last match (winnowing keeps a fingerprint at least once per window of a shared run,
/// so a gap wider than that is a break). Regions that then overlap on both sides are one.
package struct RegionMerging: Sendable {
    package var options: SimilarityOptions

    package init(options: SimilarityOptions) {
        self.options = options
    }

    package func regions(
        _ left: FingerprintedSubmission, _ right: FingerprintedSubmission, shared: Set<UInt64>
    ) -> [MatchedRegion] {
        var rightByHash: [UInt64: [Int]] = [:]
        for (index, fingerprint) in right.fingerprints.enumerated() where shared.contains(fingerprint.hash) {
            rightByHash[fingerprint.hash, default: []].append(index)
        }
        var runs: [Run] = []
        var used: Set<Int> = []
        for leftPrint in left.fingerprints {
            guard let candidates = rightByHash[leftPrint.hash] else { continue }
            if let last = runs.indices.last,
                let next = candidates.filter({ runs[last].continues(with: leftPrint, right.fingerprints[$0], gap: gap) })
                    .min(by: { abs(right.fingerprints[$0].position - runs[last].lastRight) < abs(right.fingerprints[$1].position - runs[last].lastRight) })
            {
                runs[last].extend(leftPrint, right.fingerprints[next])
                used.insert(next)
            } else {
                // Code of one shape can stand in several places: each place is paired once,
                // in order, rather than with every place of that shape.
                let partner = candidates.first { !used.contains($0) } ?? candidates[0]
                runs.append(Run(leftPrint, right.fingerprints[partner]))
                used.insert(partner)
            }
        }
        return coalesced(runs).map { run in
            MatchedRegion(
                left: LineSpan(file: left.submission.files[run.leftFile].path, lines: run.leftLines),
                right: LineSpan(file: right.submission.files[run.rightFile].path, lines: run.rightLines))
        }
    }

    /// How far apart, in tokens, two matches of one region may be.
    var gap: Int { options.kGram + options.window }

    /// Runs that overlap another on both sides joined to it (a repeated line of code matches
    /// several places and starts a run at each), in the left submission's order.
    func coalesced(_ runs: [Run]) -> [Run] {
        var result = runs
        var joined = true
        while joined {
            joined = false
            var next: [Run] = []
            for run in result {
                if let index = next.firstIndex(where: { $0.overlaps(run) }) {
                    next[index].absorb(run)
                    joined = true
                } else {
                    next.append(run)
                }
            }
            result = next
        }
        return result.sorted { ($0.leftFile, $0.leftLines.lowerBound, $0.rightFile, $0.rightLines.lowerBound)
            < ($1.leftFile, $1.leftLines.lowerBound, $1.rightFile, $1.rightLines.lowerBound) }
    }

    /// Matches that go on together: the files and lines they cover on each side, and where the
    /// last one was.
    struct Run {
        var leftFile: Int
        var rightFile: Int
        var leftLines: ClosedRange<Int>
        var rightLines: ClosedRange<Int>
        var lastLeft: Int
        var lastRight: Int

        init(_ left: Fingerprint, _ right: Fingerprint) {
            (leftFile, rightFile) = (left.file, right.file)
            (leftLines, rightLines) = (left.lines, right.lines)
            (lastLeft, lastRight) = (left.position, right.position)
        }

        func continues(with left: Fingerprint, _ right: Fingerprint, gap: Int) -> Bool {
            left.file == leftFile && right.file == rightFile
                && left.position - lastLeft <= gap && abs(right.position - lastRight) <= gap
        }

        mutating func extend(_ left: Fingerprint, _ right: Fingerprint) {
            leftLines = Self.union(leftLines, left.lines)
            rightLines = Self.union(rightLines, right.lines)
            (lastLeft, lastRight) = (left.position, right.position)
        }

        func overlaps(_ other: Run) -> Bool {
            leftFile == other.leftFile && rightFile == other.rightFile
                && leftLines.overlaps(other.leftLines) && rightLines.overlaps(other.rightLines)
        }

        mutating func absorb(_ other: Run) {
            leftLines = Self.union(leftLines, other.leftLines)
            rightLines = Self.union(rightLines, other.rightLines)
        }

        static func union(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> ClosedRange<Int> {
            min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
        }
    }
}
