import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("A realistic coordinator listing")
struct CoordinatorListingTests {
    let tokens = highlighter.tokens(CoordinatorListing.source)

    private func kinds(of text: String) -> [TokenKind] {
        tokens.filter { $0.text == text }.map(\.kind)
    }

    @Test func roundTrips() {
        #expect(tokens.map(\.text).joined() == CoordinatorListing.source)
    }

    @Test func declarationsAndModifiers() {
        #expect(kinds(of: "protocol") == [.keyword])
        #expect(kinds(of: "final") == [.contextualKeyword])
        #expect(kinds(of: "weak") == [.contextualKeyword, .contextualKeyword])
        #expect(kinds(of: "lazy") == [.contextualKeyword])
        #expect(kinds(of: "get") == [.contextualKeyword])
        #expect(kinds(of: "set") == [.contextualKeyword, .contextualKeyword])
        #expect(kinds(of: "any") == [.contextualKeyword, .contextualKeyword, .contextualKeyword])
    }

    @Test func typesCallsAndProperties() {
        #expect(Set(kinds(of: "UINavigationController")) == [.type])
        #expect(kinds(of: "AnyObject") == [.type])
        #expect(kinds(of: "pushViewController") == [.call])
        #expect(kinds(of: "showDetail") == [.call, .identifier])
        #expect(kinds(of: "count") == [.property])
        #expect(kinds(of: "onBookChosen") == [.property])
        #expect(kinds(of: "start") == [.identifier, .identifier, .call])
    }

    @Test func commentsAttributesAndDirectives() {
        #expect(tokens.filter { $0.kind == .docComment }.count == 1)
        #expect(tokens.filter { $0.kind == .comment }.map(\.text) ==
            ["/* The app's root flow. /* Nested comments are fine. */ */"])
        #expect(kinds(of: "@MainActor") == [.attribute, .attribute])
        #expect(kinds(of: "#Preview") == [.directive])
        #expect(kinds(of: "DEBUG") == [.directive])
    }

    @Test func interpolatedPrintStatement() {
        #expect(tokens.filter { $0.kind == .interpolationDelimiter }.count == 6)
        #expect(kinds(of: "1_000") == [.number])
        #expect(kinds(of: "0x0") == [.number])
        #expect(kinds(of: "title") == [.call])
    }
}
