/// How search reads text: the same rules in Swift, which builds the index, and in the search
/// pages' scripts (`SearchWordScript`), which read a query and mark its terms. Words are runs of letters and
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

    /// Runs of letters and digits, lowercased: the page script's `[\p{L}\p{N}]+`, read by
    /// Unicode scalar as JavaScript reads code points (and far faster than by Character).
    static func words(_ text: String) -> [String] {
        let lower = text.lowercased().unicodeScalars
        var words: [String] = []
        var start: String.UnicodeScalarView.Index?
        var index = lower.startIndex
        while index < lower.endIndex {
            let isWord = isWordScalar(lower[index])
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                words.append(String(lower[first..<index]))
                start = nil
            }
            lower.formIndex(after: &index)
        }
        if let first = start { words.append(String(lower[first..<lower.endIndex])) }
        return words
    }

    /// A letter or a number (`\p{L}`, `\p{N}`), answered for ASCII (most of the book) without
    /// Unicode's tables.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }

    /// `endings`, `keptBeforeS` and `doubled` as bytes, for `stem`'s ASCII path.
    static let asciiEndings = endings.map { Array($0.utf8) }
    static let asciiKeptBeforeS = Set(keptBeforeS.compactMap(\.asciiValue))
    static let asciiDoubled = Set(doubled.compactMap(\.asciiValue))

    static func stem(_ word: String) -> String {
        let utf8 = word.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return stemByCharacter(word) }
        // The same rules on bytes: in ASCII a byte is a Character, and most words are ASCII.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count + 1) { buffer in
            var count = buffer.initialize(fromContentsOf: utf8)
            for (ending, text) in zip(asciiEndings, endings)
            where count >= ending.count && buffer[(count - ending.count)..<count].elementsEqual(ending) {
                let plural = text == "ies" || text == "ied"
                guard count - ending.count >= (plural ? 2 : 3) else { continue }
                if text == "s", asciiKeptBeforeS.contains(buffer[count - 2]) { continue }
                count -= ending.count
                if plural {
                    buffer[count] = UInt8(ascii: "y")
                    count += 1
                }
                if text != "e", text != "s", count >= 2, asciiDoubled.contains(buffer[count - 1]), buffer[count - 2] == buffer[count - 1] {
                    count -= 1
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
            return word
        }
    }

    static func stemByCharacter(_ word: String) -> String {
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
