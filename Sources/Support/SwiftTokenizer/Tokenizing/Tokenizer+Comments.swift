/// Comments: `//` and `/* */` (nested), with `///` and `/** */` told apart as documentation.
extension Tokenizer {
    mutating func lexLineComment() {
        let start = cursor.position
        let isDoc = cursor.hasPrefix("///") && cursor.peek(3) != "/"
        cursor.advance(while: { !$0.isLineBreak })
        emit(isDoc ? .docComment : .comment, from: start)
    }

    /// Block comments nest in Swift, so `/* /* */ */` is one comment. Unterminated runs to the end.
    mutating func lexBlockComment() {
        let start = cursor.position
        let isDoc = cursor.hasPrefix("/**") && cursor.peek(3) != "*" && cursor.peek(3) != "/"
        cursor.advance(by: 2)
        var depth = 1
        while depth > 0, let scalar = cursor.peek() {
            if scalar == "/", cursor.peek(1) == "*" {
                depth += 1
                cursor.advance(by: 2)
            } else if scalar == "*", cursor.peek(1) == "/" {
                depth -= 1
                cursor.advance(by: 2)
            } else {
                cursor.advance()
            }
        }
        emit(isDoc ? .docComment : .comment, from: start)
    }
}
