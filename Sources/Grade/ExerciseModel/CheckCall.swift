/// One call of a grading check in a test file — `observe(…)`, `expect(…)` or `expectEqual(…)` —
/// located in the file's text, so the grader can rewrite it (qualify the callee, take out a
/// hidden test's message) and map what a test run reports back to its source.
package struct CheckCall: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Records a value for comparison with the reference solution's: hidden tests.
        case observe
        /// Records whether a condition holds: public tests.
        case expect
        /// Records a value and whether it equals an expected one: public tests.
        case expectEqual

        /// The position of the message among the call's arguments.
        var messageArgument: Int { self == .expectEqual ? 2 : 1 }
    }

    package var kind: Kind
    /// UTF-8 offset of the callee's first byte (`observe`), where the grader qualifies it.
    package var calleeOffset: Int
    /// 1-based line of the call and 1-based UTF-8 column of its `(`: what `#line` and
    /// `#column` say inside the call, and so what its records carry.
    package var line: Int
    package var column: Int
    /// The message argument's text without its quotes (escapes undone), when it is one
    /// string literal; nil when there is none or it is built from an expression.
    package var message: String?
    /// Whether the message is a string literal with nothing interpolated, so it can be taken
    /// out of the test program without changing what the test does.
    package var messageIsPlainLiteral: Bool
    /// UTF-8 byte range of the message argument in the file, when there is one.
    package var messageRange: Range<Int>?

    package init(
        kind: Kind, calleeOffset: Int, line: Int, column: Int, message: String?, messageIsPlainLiteral: Bool,
        messageRange: Range<Int>?
    ) {
        self.kind = kind
        self.calleeOffset = calleeOffset
        self.line = line
        self.column = column
        self.message = message
        self.messageIsPlainLiteral = messageIsPlainLiteral
        self.messageRange = messageRange
    }
}
