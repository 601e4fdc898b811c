import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("Attributes and directives")
struct AttributeAndDirectiveTests {
    @Test(arguments: ["@MainActor", "@escaping", "@objc", "@available", "@Observable", "@Test"])
    func attribute(_ name: String) {
        #expect(significantTokens("\(name) func f()").first == token(.attribute, name))
    }

    @Test func attributeArgumentsAreCode() {
        let tokens = significantTokens("@objc(startFlow:) func start()")
        #expect(tokens.prefix(3) == [token(.attribute, "@objc"), token(.punctuation, "("), token(.identifier, "startFlow")])
    }

    @Test func escapingInParameterType() {
        let code = "func run(completion: @escaping () -> Void)"
        #expect(kind(of: "@escaping", in: code) == .attribute)
        #expect(kind(of: "Void", in: code) == .type)
    }

    @Test func strayAtSignIsPunctuation() {
        #expect(significantTokens("a @ b").map(\.kind) == [.identifier, .punctuation, .identifier])
    }

    @Test func conditionalCompilation() {
        let code = "#if DEBUG && os(iOS)\nlet x = 1\n#elseif canImport(UIKit)\nlet y = 2\n#else\nlet z = 3\n#endif"
        for directive in ["#if", "#elseif", "#else", "#endif"] {
            #expect(kind(of: directive, in: code) == .directive, "\(directive)")
        }
        #expect(kind(of: "DEBUG", in: code) == .directive)
        #expect(kind(of: "UIKit", in: code) == .directive)
        #expect(kinds(of: "let", in: code) == [.keyword, .keyword, .keyword])
    }

    @Test func sourceLocationLine() {
        let code = #"#sourceLocation(file: "Coordinator.swift", line: 42)"#
        #expect(significantTokens(code) == [
            token(.directive, "#sourceLocation"),
            token(.punctuation, "("),
            token(.identifier, "file"),
            token(.punctuation, ":"),
            token(.string, #""Coordinator.swift""#),
            token(.punctuation, ","),
            token(.identifier, "line"),
            token(.punctuation, ":"),
            token(.number, "42"),
            token(.punctuation, ")"),
        ])
        #expect(significantTokens("#sourceLocation()").first == token(.directive, "#sourceLocation"))
    }

    @Test(arguments: ["#selector", "#Preview", "#expect", "#require", "#available", "#file", "#warning"])
    func macroOrDirective(_ name: String) {
        #expect(significantTokens("\(name)(x)").first == token(.directive, name))
    }

    @Test func expectMacroArgumentsAreCode() {
        let code = "#expect(router.stack.count == 2)"
        #expect(kind(of: "count", in: code) == .property)
        #expect(kind(of: "==", in: code) == .operator)
    }

    @Test func loneHashIsPunctuation() {
        #expect(significantTokens("# 1").first == token(.punctuation, "#"))
        #expect(roundTrips("###"))
    }
}
