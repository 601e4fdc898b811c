import SwiftHighlighter
import SwiftTokenizer

extension SearchSection {
    /// Adds the names a listing declares or uses (not its keywords, literals or comments),
    /// each once per section; with the listing's visible code, also the first line showing
    /// each new name, so a result found by a name can show it in its line.
    mutating func appendCode(_ tokens: [Token], visibleCode: String? = nil) {
        var seen = Set(code)
        var added: [String] = []
        for token in tokens where [.type, .identifier, .call, .property].contains(token.kind) {
            let name = token.text
            guard name.count >= 3, !SearchCode.commonNames.contains(name), seen.insert(name).inserted else { continue }
            code.append(name)
            added.append(name)
        }
        guard let visibleCode, !added.isEmpty else { return }
        let lines = visibleCode.split(separator: "\n").map { SearchProse.trimmed(String($0)) }
        var kept = Set(codeLines)
        for name in added {
            guard let line = lines.first(where: { SearchCode.shows($0, name: name) }) else { continue }
            let shown = SearchCode.cut(line, keeping: name)
            if kept.insert(shown).inserted { codeLines.append(shown) }
        }
    }
}

/// What search takes from listings: names, not the words every listing has.
enum SearchCode {
    /// Names in nearly every listing, which would make every section match.
    static let commonNames: Set<String> = [
        "check", "checkEqual", "checkAlive", "checkDeallocated", "print", "String", "Int", "Bool", "Double", "Array",
        "self", "Self", "WeakReference", "count", "first", "last", "append", "map", "filter",
    ]

    /// Characters of a listing line a result shows at most.
    static let lineLength = 120

    /// Whether `line` holds `name` as a whole word (not inside a longer name).
    static func shows(_ line: String, name: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last, after = rest[range.upperBound...].first
            if !isNameCharacter(before), !isNameCharacter(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    private static func isNameCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    /// A long line cut at a space near `lineLength`, marked as cut, unless the cut would
    /// drop `name`.
    static func cut(_ line: String, keeping name: String) -> String {
        guard line.count > lineLength else { return line }
        let head = line.prefix(lineLength)
        let cut = String(head[..<(head.lastIndex(of: " ") ?? head.endIndex)])
        return shows(cut, name: name) ? cut + " …" : line
    }
}
