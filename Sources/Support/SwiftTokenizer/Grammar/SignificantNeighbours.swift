/// For each segment, the nearest segments before and after it that are neither whitespace nor
/// comments: the context that decides what a word is.
struct SignificantNeighbours {
    private var previousIndex: [Int?]
    private var nextIndex: [Int?]
    private let segments: [Segment]

    init(_ segments: [Segment]) {
        self.segments = segments
        previousIndex = Array(repeating: nil, count: segments.count)
        nextIndex = Array(repeating: nil, count: segments.count)
        var last: Int?
        for index in segments.indices {
            previousIndex[index] = last
            if segments[index].isSignificant { last = index }
        }
        last = nil
        for index in segments.indices.reversed() {
            nextIndex[index] = last
            if segments[index].isSignificant { last = index }
        }
    }

    func previous(_ index: Int) -> Segment? { previousIndex[index].map { segments[$0] } }

    func next(_ index: Int) -> Segment? { nextIndex[index].map { segments[$0] } }

    /// The segment right after, whitespace included: `f(` is a call, `if x (` is not.
    func adjacent(_ index: Int) -> Segment? {
        segments.indices.contains(index + 1) ? segments[index + 1] : nil
    }

    /// Whether a `{` follows on the same line, as a trailing closure's would.
    func braceFollowsOnSameLine(_ index: Int) -> Bool {
        guard var candidate = adjacent(index) else { return false }
        if candidate.kind == .whitespace {
            guard !candidate.containsLineBreak,
                  let afterSpace = adjacent(index + 1) else { return false }
            candidate = afterSpace
        }
        return candidate.isPunctuation("{")
    }
}
