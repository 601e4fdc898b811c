import Diagnostics
import Foundation
import Testing

/// `String(validUTF8:)` stands in for the standard library's `String(validating:as:)`, which
/// macOS has only from 15 on. Here, where both exist, they must agree on every input.
@Suite struct UTF8ValidationTests {
    static let edgeCases: [[UInt8]] = [
        [], Array("plain ASCII".utf8), Array("Grüße, 日本, 🧭".utf8), [0],
        [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong forms
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // surrogates
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],  // above U+10FFFF, never used
        [0x80], [0xBF, 0x41], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0xA7],  // stray and truncated
        [0xEF, 0xBF, 0xBD], [0xEF, 0xBF, 0x41], [0x41, 0xEF, 0xBF],  // U+FFFD itself, and near misses
        [0xF4, 0x8F, 0xBF, 0xBF], [0xEE, 0x80, 0x80],  // the last scalar, a private-use one
    ]

    @Test(arguments: edgeCases) func agreesWithTheStandardLibrary(bytes: [UInt8]) {
        #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self))
        #expect(String(validUTF8: Data(bytes)) == String(validating: bytes, as: UTF8.self))
    }

    @Test func agreesOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        // Mostly high bytes, so that near-valid sequences are common.
        let alphabet: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
