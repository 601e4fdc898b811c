import Similarity
import Testing

/// What a copier changes for free is gone from the normalised tokens; the code's shape is kept.
@Suite struct NormalizationTests {
    static func symbols(_ code: String) -> [String] { TokenNormalizer.tokens(of: code).map(\.symbol) }

    @Test func namesAndLiteralsBecomeOneSymbolPerKindAndTheRestIsKept() {
        let code = "let name = \"hi \\(user)\" // greeting\nif count > 42 { show(Home(), animated: true) }\n"
        #expect(Self.symbols(code) == [
            "let", "V", "=", "S", "\\(", "V", ")", "S",
            "if", "V", ">", "N", "{", "V", "(", "V", "(", ")", ",", "V", ":", "B", ")", "}",
        ])
    }

    @Test func commentsAndLayoutAreDropped() {
        let plain = "func f() { return g(x) }"
        let dressed = "/// Docs.\nfunc   renamed( )\n{\n    // why\n    return /* inline */ other(\n        y\n    )\n}\n"
        #expect(Self.symbols(plain) == Self.symbols(dressed))
    }

    @Test func aMultiLineStringIsOneLiteral() {
        #expect(Self.symbols("let a = \"\"\"\n  one\n  two\n  \"\"\"\n") == ["let", "V", "=", "S"])
        #expect(Self.symbols("let a = \"x\"") == ["let", "V", "=", "S"])
    }

    @Test func everyTokenRemembersItsFileAndLine() {
        let tokens = TokenNormalizer.tokens(of: "let a = 1\n\n/* two\nlines */ var b = 2\n", file: 3)
        #expect(tokens.map(\.line) == [1, 1, 1, 1, 4, 4, 4, 4])
        #expect(tokens.allSatisfy { $0.file == 3 })
    }
}
