import Testing
@testable import BookModel

@Suite struct AttributeTokenizerTests {
    private func tokens(_ text: String, column: Int = 10) throws -> [AttributeToken] {
        var tokenizer = AttributeTokenizer(Substring(text), startColumn: column)
        return try tokenizer.tokenize()
    }

    private func failure(_ text: String) -> AttributeTokenizer.Failure? {
        var tokenizer = AttributeTokenizer(Substring(text), startColumn: 10)
        do {
            _ = try tokenizer.tokenize()
            return nil
        } catch {
            return error
        }
    }

    @Test func bareNamesAndValues() throws {
        #expect(try tokens("compile_fail lesson=extra") == [
            AttributeToken(name: "compile_fail", value: nil, column: 10),
            AttributeToken(name: "lesson", value: "extra", column: 23, valueColumn: 30),
        ])
    }

    @Test func quotedValuesKeepSpacesCommasAndEscapes() throws {
        let result = try tokens(#"ignore="needs UIKit, \"really\" = yes\\""#)
        #expect(result.count == 1)
        #expect(result[0].value == #"needs UIKit, "really" = yes\"#)
        #expect(result[0].valueColumn == 18)
    }

    @Test func commasSeparateLikeSpaces() throws {
        #expect(try tokens("compile_fail,lesson=a").map(\.name) == ["compile_fail", "lesson"])
    }

    @Test func emptyInputHasNoTokens() throws {
        #expect(try tokens("").isEmpty)
        #expect(try tokens("   ").isEmpty)
    }

    @Test func unterminatedQuoteIsReportedAtTheQuote() {
        let error = failure(#"ignore="no end"#)
        #expect(error?.message == "unterminated quoted value")
        #expect(error?.column == 17)
    }

    @Test func equalsWithoutValueIsAnError() {
        #expect(failure("lesson= x")?.message == "attribute 'lesson' has '=' but no value")
        #expect(failure("lesson=")?.column == 17)
    }

    @Test func strayCharactersAreErrors() {
        #expect(failure("=x")?.column == 10)
        #expect(failure(#"ignore="a"b"#)?.message.contains("closing quote") == true)
        #expect(failure("lesson=a=b")?.message.contains("unexpected '='") == true)
        #expect(failure(#"ignore="bad \n escape""#)?.message.contains("unknown escape") == true)
        #expect(failure("name!")?.message.contains("after attribute 'name'") == true)
    }
}
