import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("String literals")
struct StringLiteralTests {
    @Test func simpleStringIsOneToken() {
        #expect(significantTokens(#"let s = "hello, world""#).last == token(.string, #""hello, world""#))
    }

    @Test func escapedQuoteDoesNotEndTheString() {
        let code = #"let s = "say \"hi\"" + x"#
        #expect(kind(of: #""say \"hi\"""#, in: code) == .string)
        #expect(kind(of: "x", in: code) == .identifier)
    }

    @Test func interpolationContentsAreCode() {
        let tokens = significantTokens(#""a \(b + 1) c""#)
        #expect(tokens == [
            token(.string, #""a "#),
            token(.interpolationDelimiter, #"\("#),
            token(.identifier, "b"),
            token(.operator, "+"),
            token(.number, "1"),
            token(.interpolationDelimiter, ")"),
            token(.string, #" c""#),
        ])
    }

    @Test func nestedStringInsideInterpolation() {
        let tokens = significantTokens(#""a \(b + "c") d""#)
        #expect(tokens == [
            token(.string, #""a "#),
            token(.interpolationDelimiter, #"\("#),
            token(.identifier, "b"),
            token(.operator, "+"),
            token(.string, #""c""#),
            token(.interpolationDelimiter, ")"),
            token(.string, #" d""#),
        ])
    }

    @Test func parenthesesInsideInterpolationDoNotCloseIt() {
        let tokens = significantTokens(#""\(format(x, (y))) end""#)
        #expect(tokens.map(\.kind) == [
            .string, .interpolationDelimiter, .call, .punctuation, .identifier, .punctuation,
            .punctuation, .identifier, .punctuation, .punctuation, .interpolationDelimiter, .string,
        ])
        #expect(tokens.last == token(.string, #" end""#))
    }

    @Test func interpolationInsideInterpolatedNestedString() {
        let code = #""outer \("inner \(deep) done") tail""#
        let tokens = significantTokens(code)
        #expect(tokens.filter { $0.kind == .interpolationDelimiter }.count == 4)
        #expect(kind(of: "deep", in: code) == .identifier)
        #expect(tokens.last == token(.string, #" tail""#))
    }

    @Test func multilineStringMayContainQuotes() {
        let code = "let text = \"\"\"\n    She said \"hi\" and \"\"bye\"\"\n    \"\"\"\nlet after = 1"
        let tokens = significantTokens(code)
        #expect(tokens[3] == token(.string, "\"\"\"\n    She said \"hi\" and \"\"bye\"\"\n    \"\"\""))
        #expect(kind(of: "after", in: code) == .identifier)
    }

    @Test func multilineStringInterpolation() {
        let code = "\"\"\"\n  Hello \\(name)!\n  \"\"\""
        #expect(kind(of: "name", in: code) == .identifier)
        #expect(kinds(of: "\\(", in: code) == [.interpolationDelimiter])
    }

    @Test func rawStringKeepsBackslashesAndQuotes() {
        let code = ##"let pattern = #"\d+ "quoted" \(notInterpolated)"#"##
        #expect(significantTokens(code).last == token(.string, ##"#"\d+ "quoted" \(notInterpolated)"#"##))
    }

    @Test func doubleHashRawStringContainsQuoteHash() {
        let code = ###"let s = ##"a "# b"## + c"###
        #expect(kind(of: ###"##"a "# b"##"###, in: code) == .string)
        #expect(kind(of: "c", in: code) == .identifier)
    }

    @Test func rawStringInterpolation() {
        let tokens = significantTokens(##"#"value: \#(x + 1)"#"##)
        #expect(tokens == [
            token(.string, ##"#"value: "##),
            token(.interpolationDelimiter, ##"\#("##),
            token(.identifier, "x"),
            token(.operator, "+"),
            token(.number, "1"),
            token(.interpolationDelimiter, ")"),
            token(.string, ##""#"##),
        ])
    }

    @Test func multilineRawString() {
        let code = "#\"\"\"\n  \"\"\" is fine here\n  \"\"\"#\nx"
        #expect(significantTokens(code).first == token(.string, "#\"\"\"\n  \"\"\" is fine here\n  \"\"\"#"))
        #expect(significantTokens(code).last == token(.identifier, "x"))
    }

    @Test func emptyStrings() {
        #expect(significantTokens(#"f("", "")"#).filter { $0.kind == .string }.map(\.text) == [#""""#, #""""#])
    }

    @Test func unterminatedMultilineStringRunsToEnd() {
        let code = "let s = \"\"\"\nnever closed\nfunc f() {}"
        #expect(significantTokens(code).last == token(.string, "\"\"\"\nnever closed\nfunc f() {}"))
    }

    @Test func unterminatedStringAtEndOfInput() {
        #expect(significantTokens(#"x = "abc"#).last == token(.string, #""abc"#))
        #expect(significantTokens(#"x = "abc\"#).last == token(.string, #""abc\"#))
    }

    @Test func singleLineStringStopsAtLineBreak() {
        let code = "let s = \"oops\nlet t = 1"
        #expect(kind(of: "\"oops", in: code) == .string)
        #expect(kinds(of: "let", in: code) == [.keyword, .keyword])
    }

    @Test func unterminatedInterpolationRunsToEnd() {
        #expect(roundTrips(#""a \(b"#))
        #expect(significantTokens(#""a \(b"#).last == token(.identifier, "b"))
    }
}
