import MarkupWriting
import SwiftHighlighter
import Testing

/// The highlighter must never lose, add or reorder text, whatever it is given.
@Suite("Round trip")
struct RoundTripTests {
    static let trickySample = ##"""
        /// A coordinator. /* nested /* comment */ */
        @MainActor final class App: Coordinator {
            let s = "a \(b + "c\(d)") e", r = #"raw "# \#(x)"#, m = """
                multi "line" \(y)
                """
            var n = [0x1F, 1_000.5e-3, 0b1010, 0o7] // trailing
            #if DEBUG
            func `default`(_ x: inout Int) async throws -> some View { x ..< y ?? z }
            #endif
        }
        """##

    @Test func everyPrefixOfATrickySampleRoundTrips() {
        let scalars = Array(Self.trickySample.unicodeScalars)
        for end in 0...scalars.count {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<end])
            let code = String(prefix)
            #expect(roundTrips(code), "prefix of length \(end)")
        }
    }

    @Test func everySuffixOfATrickySampleRoundTrips() {
        let scalars = Array(Self.trickySample.unicodeScalars)
        for start in 0...scalars.count {
            var suffix = String.UnicodeScalarView()
            suffix.append(contentsOf: scalars[start...])
            #expect(roundTrips(String(suffix)), "suffix from \(start)")
        }
    }

    @Test(arguments: 0..<40)
    func fuzzedInputsRoundTrip(batch: Int) {
        for index in 0..<50 {
            let seed = UInt64(batch * 50 + index)
            let code = FuzzInputs.make(seed: seed, length: 1 + (index * 7) % 120)
            let tokens = highlighter.tokens(code)
            #expect(roundTrips(code), "seed \(seed)")
            #expect(!tokens.contains { $0.text.isEmpty }, "seed \(seed): empty token")
            // Pages are XML, so the characters XML 1.0 forbids are the only ones HTML may drop.
            let expected = Array(code.unicodeScalars).filter(MarkupEscaping.isAllowedInXML)
            #expect(Array(unescapedHTMLText(highlighter.html(code)).unicodeScalars) == expected, "seed \(seed): HTML lost text")
        }
    }

    @Test func degenerateInputs() {
        for code in ["", " ", "\n", "\"", "\"\"\"", "#", "#\"", "/*", "/**", "//", "`", "@", "\\", "\\(", ")", "0x", ".", "\r\n"] {
            #expect(roundTrips(code), "\(code.debugDescription)")
        }
        #expect(highlighter.tokens("").isEmpty)
    }

    @Test func graphemeSplittingScalarsRoundTrip() {
        // A combining accent after a quote, and CRLF split across a string's end.
        for code in ["\"\u{301}abc\"", "let s = \"x\r\ny\"", "a•\u{301}b", "x\u{FE0F}"] {
            #expect(roundTrips(code), "\(code.debugDescription)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func largeInputIsHandledInLinearTime() {
        let code = String(repeating: Self.trickySample + "\n", count: 400)
            + String(repeating: "\"\\(", count: 5_000)
            + String(repeating: "/*", count: 5_000)
        #expect(roundTrips(code))
    }
}
