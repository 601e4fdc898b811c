import SwiftHighlighter
import SwiftTokenizer

extension SearchSection {
    /// Adds the names a listing declares or uses (not its keywords, literals or comments),
    /// each once per section.
    mutating func appendCode(_ tokens: [Token]) {
        var seen = Set(code)
        for token in tokens where [.type, .identifier, .call, .property].contains(token.kind) {
            let name = token.text
            guard name.count >= 3, !SearchCode.commonNames.contains(name), seen.insert(name).inserted else { continue }
            code.append(name)
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
}
