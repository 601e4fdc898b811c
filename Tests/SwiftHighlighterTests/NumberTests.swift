import SwiftHighlighter
import SwiftTokenizer
import Testing

@Suite("Number literals")
struct NumberTests {
    @Test(arguments: [
        "0", "42", "1_000_000", "0x1F", "0xFF_FF", "0b1010", "0b1010_0101", "0o755", "3.14",
        "1_000.5e-3", "1e10", "2.5E+4", "0x1.8p3", "0x1p-2",
    ])
    func literalIsOneNumberToken(_ literal: String) {
        #expect(significantTokens("let n = \(literal)").last == token(.number, literal))
    }

    @Test func memberAccessOnIntegerIsNotAFraction() {
        #expect(significantTokens("1.description").map(\.kind) == [.number, .punctuation, .property])
    }

    @Test func rangeBetweenNumbers() {
        #expect(significantTokens("0..<10") == [token(.number, "0"), token(.operator, "..<"), token(.number, "10")])
        #expect(significantTokens("1...5") == [token(.number, "1"), token(.operator, "..."), token(.number, "5")])
    }

    @Test func tupleIndex() {
        #expect(significantTokens("pair.0").last == token(.number, "0"))
    }

    @Test func negativeNumberIsOperatorThenNumber() {
        #expect(significantTokens("-1.5") == [token(.operator, "-"), token(.number, "1.5")])
    }

    @Test func exponentWithoutDigitsIsNotConsumedAsExponent() {
        #expect(roundTrips("1e+"))
        #expect(significantTokens("1e+").last == token(.operator, "+"))
    }

    @Test func identifierWithDigitsIsNotANumber() {
        #expect(significantTokens("screen2").first == token(.identifier, "screen2"))
    }
}
