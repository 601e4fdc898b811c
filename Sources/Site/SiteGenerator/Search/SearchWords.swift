/// How search reads text: the same rules in Swift, which builds the index, and in the search
/// page's script (`SearchScript.wordRules`), which reads a query. Words are runs of letters and
/// digits, lowercased; a short list of English function words is skipped; each word is cut to
/// a stem by removing one common ending, so `reconciled`, `reconciling` and `reconcile` all
/// become `reconcil`, and `coordinators` becomes `coordinator`.
enum SearchWords {
    /// Words too common to tell sections apart.
    static let stopWords: Set<String> = [
        "a", "about", "after", "again", "all", "also", "an", "and", "any", "are", "as", "at", "be", "because", "been",
        "before", "but", "by", "can", "do", "does", "each", "for", "from", "had", "has", "have", "here", "how", "if", "in",
        "into", "is", "it", "its", "just", "more", "most", "no", "not", "of", "on", "once", "one", "only", "or", "other",
        "our", "out", "over", "so", "some", "such", "than", "that", "the", "their", "them", "then", "there", "these",
        "they", "this", "those", "to", "too", "under", "up", "us", "very", "was", "we", "were", "what", "when", "where",
        "which", "while", "who", "why", "will", "with", "would", "you", "your",
    ]

    /// Endings removed, longest first; at most one per word, and only when three letters stay.
    static let endings = ["ations", "ation", "ings", "ing", "ies", "ied", "es", "ed", "ers", "er", "ly", "s", "e"]

    /// Letters after which a final `s` is not an ending.
    static let keptBeforeS: Set<Character> = ["s", "u", "i"]

    /// Consonants whose doubling an ending brought (`stopped` → `stopp` → `stop`).
    static let doubled: Set<Character> = ["b", "d", "g", "m", "n", "p", "t"]

    /// The stems of `text`'s words, stop words left out, in order (with repeats).
    static func stems(_ text: String) -> [String] {
        words(text).filter { !stopWords.contains($0) }.map(stem)
    }

    /// Runs of letters and digits, lowercased.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !isWordCharacter($0) }.map(String.init)
    }

    /// `isLetter || isNumber`, answered for ASCII (most of the book) without Unicode's tables.
    static func isWordCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isLetter || character.isNumber }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return false
        }
    }

    static func stem(_ word: String) -> String {
        for ending in endings where word.hasSuffix(ending) {
            // `tries` → `try` keeps two letters and adds one; every other ending keeps three.
            guard word.count - ending.count >= (ending == "ies" || ending == "ied" ? 2 : 3) else { continue }
            // `pass`, `status`, `analysis` are not plurals.
            if ending == "s", let before = word.dropLast().last, keptBeforeS.contains(before) { continue }
            var stem = String(word.dropLast(ending.count))
            if ending == "ies" || ending == "ied" { stem += "y" }
            if ending != "e", ending != "s", let last = stem.last, doubled.contains(last), stem.dropLast().last == last {
                stem.removeLast()
            }
            return stem
        }
        return word
    }
}
