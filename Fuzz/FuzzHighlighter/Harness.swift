import FuzzSupport
import SwiftHighlighter

/// The highlighter on any text, and its one promise: the tokens' texts concatenate back to
/// the input exactly.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    let code = FuzzInput.text(bytes)
    let highlighter = SwiftHighlighter()
    let tokens = highlighter.tokens(code)
    if tokens.map(\.text).joined() != code {
        FuzzInput.fail("the tokens of \(code.utf8.count) bytes do not concatenate back to the input")
    }
    _ = highlighter.html(code)
}

@main enum Harness {
    static func main() { FuzzMain.run(check) }
}
