import SwiftHighlighter
import Testing
@testable import SwiftTokenizer

@Suite("Token kind tables")
struct TokenKindTableTests {
    /// Tables indexed by kind rely on each kind's ordinal being its place in `allCases`.
    @Test func ordinalsFollowAllCases() {
        for (index, kind) in TokenKind.allCases.enumerated() {
            #expect(kind.ordinal == index, "\(kind)")
        }
    }
}

@Suite("Capitalisation")
struct CapitalisationTests {
    /// The byte-level shortcut agrees with asking the first `Character` after `_`, `` ` `` and `$`.
    @Test func shortcutAgreesWithCharacters() {
        let words = ["Coordinator", "coordinator", "_Private", "__x", "`Type`", "$0", "$Binding", "A", "a", "_", "",
                     "Éclair", "E\u{301}clair", "é", "_\u{301}A", "A\u{301}", "ΣΑ", "σα", "1A", "_1", "Ǆ", "ǅ", "👩‍👩‍👧"]
        for word in words {
            let context = WordContext(text: word, isBackticked: false, roles: [], previous: nil, next: nil, adjacent: nil,
                                      braceFollows: false, expectsType: false, isInStatementCondition: false)
            let expected = word.drop { $0 == "_" || $0 == "`" || $0 == "$" }.first?.isUppercase == true
            #expect(context.isCapitalised == expected, "\(word.debugDescription)")
        }
    }
}
