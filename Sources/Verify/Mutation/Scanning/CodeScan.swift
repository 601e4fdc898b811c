import SwiftTokenizer

/// One source cut into tokens, with what the site finders ask of it: the significant
/// tokens (no whitespace or comments) in order, matching brackets, what opened each brace
/// block, and which tokens are code under test (inside a declaration's body, outside every
/// check call and string interpolation).
struct CodeScan {
    let tokens: [ScannedToken]
    /// Indices into `tokens` of everything but trivia.
    let significant: [Int]
    /// For each bracket token index, the index of its partner.
    var partner: [Int: Int] = [:]
    /// For each `{` token index, what kind of block it opens.
    var blockKind: [Int: BlockKind] = [:]
    /// Per token: may a mutant touch it?
    var mutable: [Bool]
    /// Per token: the innermost enclosing `{` (token index), if any.
    var enclosingBrace: [Int?]
    /// 0-based lines of each top-level declaration whose body is code under test.
    var declarationLines: [ClosedRange<Int>] = []

    enum BlockKind: Equatable { case ifBody, elseBody, guardElse, loop, function, type, closure, switchBody, other }

    /// Calls whose arguments are the lesson's checks: never mutated.
    static let checkCalls: Set<String> = ["check", "checkEqual", "checkDeallocated", "checkAlive", "expect", "expectEqual"]

    init(_ code: String) {
        var scanned: [ScannedToken] = []
        var line = 0
        var column = 1
        for token in SwiftTokenizer().tokens(code) {
            scanned.append(ScannedToken(kind: token.kind, text: token.text, line: line, column: column))
            for unit in token.text.utf8 {
                if unit == 10 { line += 1; column = 1 } else { column += 1 }
            }
        }
        tokens = scanned
        significant = scanned.indices.filter { !scanned[$0].isTrivia }
        mutable = Array(repeating: false, count: scanned.count)
        enclosingBrace = Array(repeating: nil, count: scanned.count)
        matchBrackets()
        classifyBlocks()
        markCodeUnderTest()
    }

    func text(_ index: Int) -> String { tokens[index].text }
    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        tokens[index].text == text && (tokens[index].kind == .punctuation || tokens[index].kind == .operator)
    }

    /// Position of `index` in `significant` (it must be significant).
    func rank(of index: Int) -> Int? {
        guard let position = rankOrNext(index), significant[position] == index else { return nil }
        return position
    }

    /// The significant token after (or before) `index`, if any.
    func next(_ index: Int) -> Int? {
        guard let position = rankOrNext(index) else { return nil }
        let candidate = significant[position] == index ? position + 1 : position
        return candidate < significant.count ? significant[candidate] : nil
    }

    func previous(_ index: Int) -> Int? {
        var position = rankOrNext(index) ?? significant.count
        position -= 1
        return position >= 0 ? significant[position] : nil
    }

    /// Whether a line break lies between two token indices (exclusive).
    func newlineBetween(_ a: Int, _ b: Int) -> Bool {
        guard a + 1 < b else { return false }
        return tokens[(a + 1)..<b].contains { $0.containsNewline || $0.text.contains("\n") }
    }

    /// Whether whitespace touches the token on both sides (how Swift tells a binary operator).
    func isSpacedBinary(_ index: Int) -> Bool {
        index > 0 && index + 1 < tokens.count && tokens[index - 1].kind == .whitespace && tokens[index + 1].kind == .whitespace
    }

    /// The source text of tokens `range`.
    func source(_ range: Range<Int>) -> String { tokens[range].map(\.text).joined() }

    private func rankOrNext(_ index: Int) -> Int? {
        var low = 0
        var high = significant.count
        while low < high {
            let middle = (low + high) / 2
            if significant[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < significant.count ? low : nil
    }

    private mutating func matchBrackets() {
        var stack: [Int] = []
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        for index in significant where tokens[index].kind == .punctuation || tokens[index].kind == .interpolationDelimiter {
            let text = tokens[index].text
            if text == "(" || text == "[" || text == "{" || text.hasSuffix("(") && tokens[index].kind == .interpolationDelimiter {
                stack.append(index)
            } else if let opener = pairs[text], let top = stack.last {
                let topText = tokens[top].text
                if topText == opener || (text == ")" && topText.hasSuffix("(")) {
                    stack.removeLast()
                    partner[top] = index
                    partner[index] = top
                }
            }
        }
    }
}
