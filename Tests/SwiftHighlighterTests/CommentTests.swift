import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("Comments")
struct CommentTests {
    @Test func lineComment() {
        let tokens = highlighter.tokens("x // note\ny")
        #expect(tokens.contains(token(.comment, "// note")))
        #expect(tokens.last == token(.identifier, "y"))
    }

    @Test func docLineComment() {
        #expect(significantTokens("/// Starts the flow.\nfunc start()").first == token(.docComment, "/// Starts the flow."))
    }

    @Test func fourSlashesAreAPlainComment() {
        #expect(significantTokens("//// divider").first?.kind == .comment)
    }

    @Test func nestedBlockComment() {
        let code = "a /* outer /* inner */ still outer */ b"
        #expect(significantTokens(code) == [
            token(.identifier, "a"),
            token(.comment, "/* outer /* inner */ still outer */"),
            token(.identifier, "b"),
        ])
    }

    @Test func docBlockComment() {
        let code = "/**\n Shows a screen.\n */\nfunc show()"
        #expect(significantTokens(code).first == token(.docComment, "/**\n Shows a screen.\n */"))
    }

    @Test func emptyBlockCommentIsNotDoc() {
        #expect(significantTokens("/**/ x").first == token(.comment, "/**/"))
        #expect(significantTokens("/*** banner ***/").first?.kind == .comment)
    }

    @Test func unterminatedBlockCommentRunsToEnd() {
        let code = "x /* open /* nested */ never closed\nfunc f() {}"
        #expect(significantTokens(code).last == token(.comment, "/* open /* nested */ never closed\nfunc f() {}"))
    }

    @Test func commentMarkersInsideStringsAreText() {
        let code = #"let url = "https://example.com/*path*/""#
        #expect(significantTokens(code).last == token(.string, #""https://example.com/*path*/""#))
    }

    @Test func commentEndsAnOperator() {
        #expect(significantTokens("a +// c").map(\.kind) == [.identifier, .operator, .comment])
        #expect(significantTokens("a+/* c */b").map(\.kind) == [.identifier, .operator, .comment, .identifier])
    }

    @Test func parenthesisInCommentInsideInterpolation() {
        let code = #""\(x /* ) */ ) tail""#
        #expect(significantTokens(code).last == token(.string, #" tail""#))
    }
}
