import SwiftTokenizer

/// The app code of one listing: its top-level declarations (types, functions, extensions,
/// protocols, type aliases), found by reading tokens, so a brace in a string or a comment
/// counts for nothing. Top-level statements (they drive the simulator and make the checks, and
/// `let`/`var` among them) are not app code. A declaration under a `// Driver:` comment is a
/// test double or a recorder the checks use; it is found, and marked, so callers can leave it out.
package struct AppCodeDeclaration: Equatable, Sendable {
    /// The keyword and name, e.g. `class Coordinator`, `extension UIViewController`.
    package var name: String
    /// Zero-based lines of the listing, from its first leading comment or attribute to its end.
    package var lines: ClosedRange<Int>
    /// Marked `// Driver:`: not app code, whatever it declares.
    package var isDriver: Bool
    /// The names it refers to that it does not declare itself (not members after a `.`, not
    /// its parameters, locals or labels): what it needs from outside.
    package var uses: Set<String> = []
    /// The names it declares: its own, its members', its parameters' and its locals'.
    package var declares: Set<String> = []
}

/// A listing read for its app code.
package struct AppCodeScan: Equatable, Sendable {
    package var declarations: [AppCodeDeclaration]
    /// Names its top-level statements declare (`let stage = …`): not app code.
    package var statementNames: Set<String>
}

package enum AppCodeDeclarations {
    static let keywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "func", "actor", "typealias"]
    static let modifiers: Set<String> = [
        "final", "private", "fileprivate", "internal", "public", "package", "open", "nonisolated", "indirect",
    ]
    static let driverMarker = "// Driver:"

    /// Every top-level declaration of `code`, in order, and the names its statements declare.
    package static func scan(_ code: String) -> AppCodeScan {
        let tokens = SwiftTokenizer().tokens(code)
        // The line each token starts on.
        var lineOf: [Int] = []
        var line = 0
        for token in tokens {
            lineOf.append(line)
            line += token.text.count { $0 == "\n" }
        }
        var result: [AppCodeDeclaration] = []
        var statementNames: Set<String> = []
        var index = 0
        var depth = 0
        var atItemStart = true
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, atItemStart, token.kind != .whitespace {
                atItemStart = false
                if let head = head(at: index, in: tokens) {
                    let end = end(of: head.keyword, in: tokens)
                    let (uses, declares) = names(in: tokens[head.keyword..<end])
                    result.append(AppCodeDeclaration(
                        name: head.name, lines: lineOf[index]...lastLine(before: end, in: tokens, lineOf: lineOf),
                        isDriver: head.isDriver, uses: uses, declares: declares))
                    index = end
                    continue
                }
            }
            if depth == 0, ["let", "var"].contains(token.text), let name = nextWord(after: index, in: tokens) {
                statementNames.insert(name)
            }
            depth += change(token)
            if depth == 0, token.kind == .whitespace, token.text.contains("\n") { atItemStart = true }
            index += 1
        }
        return AppCodeScan(declarations: result, statementNames: statementNames)
    }

    /// Words that declare the next word: it is the declaration's own name, not a use.
    static let introducers: Set<String> = [
        "let", "var", "func", "case", "for", "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype",
    ]

    /// The names a declaration declares, and those it refers to less those: members after `.`
    /// are skipped; names after `let`/`var`/`func`/…, words before `:` (parameters, labels) or
    /// `in` (closure parameters) and argument labels before a parameter name are its own.
    /// Approximate by design: a name it declares anywhere is taken as declared everywhere in it.
    static func names(in tokens: ArraySlice<Token>) -> (uses: Set<String>, declares: Set<String>) {
        // Each significant token, and whether it is in a `case a, b, c` list (up to the line's end).
        var significant: [(token: Token, inCaseList: Bool)] = []
        var inCaseList = false
        for token in tokens {
            if token.kind == .whitespace || token.kind == .comment || token.kind == .docComment {
                if token.text.contains("\n") { inCaseList = false }
                continue
            }
            if token.text == "case" { inCaseList = true } else if [":", "=", "{", "("].contains(token.text) { inCaseList = false }
            significant.append((token, inCaseList))
        }
        var used: Set<String> = []
        var declared: Set<String> = []
        for (offset, (token, inCaseList)) in significant.enumerated() where isWord(token) {
            let previous = offset > 0 ? significant[offset - 1].token.text : ""
            let next = offset + 1 < significant.count ? significant[offset + 1].token : nil
            if previous == "." { continue }
            let isLabel = (previous == "(" || previous == ",") && next.map(isWord) == true
            let isCase = inCaseList && previous == ","
            if introducers.contains(previous) || next?.text == ":" || next?.text == "in" || isLabel || isCase {
                declared.insert(token.text)
            } else {
                used.insert(token.text)
            }
        }
        return (used.subtracting(declared), declared)
    }

    private static func nextWord(after index: Int, in tokens: [Token]) -> String? {
        tokens[(index + 1)...].first { $0.kind != .whitespace }.flatMap { isWord($0) ? $0.text : nil }
    }

    private static func isWord(_ token: Token) -> Bool {
        [.identifier, .type, .call, .property].contains(token.kind)
    }

    /// Reads leading comments, attributes (with their arguments) and modifiers from `start`;
    /// a declaration keyword after them makes it a declaration.
    private static func head(at start: Int, in tokens: [Token]) -> (keyword: Int, name: String, isDriver: Bool)? {
        var index = start
        var isDriver = false
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .whitespace:
                index += 1
            case .comment, .docComment:
                if token.text.hasPrefix(driverMarker) { isDriver = true }
                index += 1
            case .attribute:
                index += 1
                index = skipArguments(from: index, in: tokens)
            default:
                if modifiers.contains(token.text) {
                    index += 1
                    index = skipArguments(from: index, in: tokens)  // `nonisolated(unsafe)`, `private(set)`
                } else if keywords.contains(token.text) {
                    let name = tokens[(index + 1)...].first { ![.whitespace, .comment, .docComment].contains($0.kind) }?.text ?? ""
                    return (index, token.text + " " + name, isDriver)
                } else {
                    return nil
                }
            }
        }
        return nil
    }

    /// After an attribute or modifier: past a directly following `( … )`, if any.
    private static func skipArguments(from start: Int, in tokens: [Token]) -> Int {
        guard start < tokens.count, tokens[start].kind == .punctuation, tokens[start].text == "(" else { return start }
        var depth = 0
        var index = start
        while index < tokens.count {
            depth += change(tokens[index])
            index += 1
            if depth == 0 { break }
        }
        return index
    }

    /// The index just past the declaration whose keyword is at `keyword`: past the `}` that
    /// closes its body, or, for one without a body (`typealias`), at the end of its line.
    private static func end(of keyword: Int, in tokens: [Token]) -> Int {
        let hasBody = tokens[keyword].text != "typealias"
        var depth = 0
        var index = keyword
        while index < tokens.count {
            let token = tokens[index]
            if !hasBody, depth == 0, token.kind == .whitespace, token.text.contains("\n") { return index }
            depth += change(token)
            index += 1
            if hasBody, depth == 0, token.kind == .punctuation, token.text == "}" { return index }
        }
        return index
    }

    /// The line of the last token before `end` that is not whitespace.
    private static func lastLine(before end: Int, in tokens: [Token], lineOf: [Int]) -> Int {
        var index = end - 1
        while index > 0, tokens[index].kind == .whitespace { index -= 1 }
        return lineOf[max(index, 0)] + tokens[max(index, 0)].text.count { $0 == "\n" }
    }

    /// How a token changes the bracket depth.
    private static func change(_ token: Token) -> Int {
        switch token.kind {
        case .punctuation where ["{", "(", "["].contains(token.text): 1
        case .punctuation where ["}", ")", "]"].contains(token.text): -1
        // `\(` and `\#(` open an interpolation, `)` closes it.
        case .interpolationDelimiter: token.text.hasSuffix("(") ? 1 : token.text == ")" ? -1 : 0
        default: 0
        }
    }
}
