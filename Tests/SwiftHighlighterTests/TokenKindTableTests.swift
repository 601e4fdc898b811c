import Testing
@testable import SwiftHighlighter

@Suite("Token kind tables")
struct TokenKindTableTests {
    /// Tables indexed by kind rely on each kind's ordinal being its place in `allCases`.
    @Test func ordinalsFollowAllCases() {
        for (index, kind) in TokenKind.allCases.enumerated() {
            #expect(kind.ordinal == index, "\(kind)")
        }
    }
}
