/// Turns the tokenizer's segments into classified tokens.
///
/// Everything except words maps directly; words are judged from their neighbours by
/// ``WordClassifier``, with ``TypePositionTracker`` remembering what came before.
struct SwiftGrammar {
    func tokens(from segments: [Segment]) -> [Token] {
        let neighbours = SignificantNeighbours(segments)
        var typePosition = TypePositionTracker()
        var statementCondition = StatementConditionTracker()
        var inCompilationCondition = false
        var tokens: [Token] = []
        tokens.reserveCapacity(segments.count)

        for (index, segment) in segments.enumerated() {
            let kind: TokenKind
            switch segment.kind {
            case .word, .backtickedWord:
                // `#if DEBUG && os(iOS)`: the whole condition reads as part of the directive.
                kind = inCompilationCondition ? .directive : WordClassifier.classify(WordContext(
                    text: segment.text,
                    isBackticked: segment.kind == .backtickedWord,
                    roles: segment.roles,
                    previous: neighbours.previous(index),
                    next: neighbours.next(index),
                    adjacent: neighbours.adjacent(index),
                    braceFollows: neighbours.braceFollowsOnSameLine(index),
                    expectsType: typePosition.expectsType,
                    isInStatementCondition: statementCondition.isInCondition))
            case .directive:
                kind = .directive
                inCompilationCondition = segment.text == "#if" || segment.text == "#elseif"
            case .whitespace:
                kind = .whitespace
                if segment.containsLineBreak {
                    inCompilationCondition = false
                }
            default:
                kind = Self.directKind(of: segment.kind)
            }
            if segment.isSignificant {
                typePosition.observe(segment, classifiedAs: kind)
                statementCondition.observe(segment, classifiedAs: kind)
            }
            tokens.append(Token(kind: kind, text: segment.text))
        }
        return tokens
    }

    /// The token kind of every segment whose meaning does not depend on context.
    static func directKind(of kind: SegmentKind) -> TokenKind {
        switch kind {
        case .whitespace: return .whitespace
        case .word, .backtickedWord: return .identifier
        case .number: return .number
        case .stringText: return .string
        case .interpolationOpen, .interpolationClose: return .interpolationDelimiter
        case .comment: return .comment
        case .docComment: return .docComment
        case .attribute: return .attribute
        case .directive: return .directive
        case .operatorSymbol: return .operator
        case .punctuation: return .punctuation
        case .plain: return .plain
        }
    }
}
