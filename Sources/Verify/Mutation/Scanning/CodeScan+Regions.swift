/// Which tokens are code under test: the bodies of top-level declarations (types, their
/// extensions, functions), minus check calls and string interpolations. Top-level statements
/// are the lesson's scenario, and a declaration marked `// Driver:` drives the simulator:
/// both are the test, not the code the test proves, so no mutant touches them. In an
/// exercise's reference solution, a declaration marked `// Given:` is the starter's own code,
/// which the learner does not write and no test may grade, so no mutant touches it either.
extension CodeScan {
    static let declarationKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol", "func"]
    static let driverMarker = "Driver:"
    static let givenMarker = "Given:"

    mutating func markCodeUnderTest() {
        var position = 0
        while position < significant.count {
            let index = significant[position]
            let text = tokens[index].text
            if tokens[index].kind == .punctuation, text == "{" || text == "(" || text == "[", let end = partner[index],
                let skip = rank(of: end) {
                position = skip + 1
                continue
            }
            guard tokens[index].kind == .keyword, Self.declarationKeywords.contains(text),
                let body = bodyBrace(after: position), let end = partner[body]
            else {
                position += 1
                continue
            }
            if !isMarkedDriver(line: tokens[index].line) {
                for token in body...end { mutable[token] = true }
                declarationLines.append(tokens[index].line...tokens[end].line)
            }
            position = (rank(of: end) ?? position) + 1
        }
        excludeChecksAndInterpolations()
    }

    /// The `{` that opens the body of the declaration whose keyword is at `position`.
    private func bodyBrace(after position: Int) -> Int? {
        var cursor = position + 1
        while cursor < significant.count {
            let index = significant[cursor]
            let text = tokens[index].text
            if tokens[index].kind == .punctuation {
                if text == "{" { return index }
                if text == "(" || text == "[", let end = partner[index], let skip = rank(of: end) {
                    cursor = skip + 1
                    continue
                }
                if text == "}" || text == ";" { return nil }
            }
            if tokens[index].kind == .keyword, Self.declarationKeywords.contains(text) || text == "let" || text == "var" {
                return nil  // a body-less requirement followed by another declaration
            }
            cursor += 1
        }
        return nil
    }

    private func isMarkedDriver(line: Int) -> Bool {
        tokens.contains { token in
            (token.kind == .comment || token.kind == .docComment) && (line - 2...line).contains(token.line)
                && (token.text.contains(Self.driverMarker) || token.text.contains(Self.givenMarker))
        }
    }

    private mutating func excludeChecksAndInterpolations() {
        for index in significant {
            let token = tokens[index]
            if token.kind == .interpolationDelimiter, let end = partner[index], end > index {
                for inside in index...end { mutable[inside] = false }
            }
            guard token.kind == .call || token.kind == .identifier, Self.checkCalls.contains(token.text),
                let open = next(index), tokens[open].text == "(", let close = partner[open]
            else { continue }
            var end = close
            if let after = next(close), tokens[after].text == "{", let closureEnd = partner[after] { end = closureEnd }
            for inside in index...end { mutable[inside] = false }
        }
    }
}
