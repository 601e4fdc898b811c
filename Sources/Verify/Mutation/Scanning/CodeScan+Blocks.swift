/// What opened each brace block, told from the keyword that came before it at the same level.
extension CodeScan {
    static let blockKeywords: [String: BlockKind] = [
        "if": .ifBody, "while": .loop, "for": .loop, "repeat": .loop, "switch": .switchBody,
        "func": .function, "init": .function, "deinit": .function, "subscript": .function,
        "get": .function, "set": .function, "didSet": .function, "willSet": .function,
        "class": .type, "struct": .type, "enum": .type, "extension": .type, "actor": .type, "protocol": .type,
        "do": .other, "defer": .other, "catch": .other,
    ]

    /// Tokens that, right before a `{`, make it a closure whatever keyword came earlier.
    static let closureOpeners: Set<String> = ["=", "(", ",", "[", ":", "return", "in", "{", "??", "->"]

    mutating func classifyBlocks() {
        struct Frame { var pending: BlockKind?; var guardOpen = false }
        var frames = [Frame()]
        var openers: [Int] = []  // open bracket token indices
        for index in significant {
            let text = tokens[index].text
            let isKeyword = tokens[index].kind == .keyword || tokens[index].kind == .contextualKeyword
            if tokens[index].kind == .punctuation && (text == "(" || text == "[") {
                openers.append(index)
                frames.append(Frame())
                continue
            }
            if tokens[index].kind == .punctuation && (text == ")" || text == "]"), !openers.isEmpty, text != "}" {
                openers.removeLast()
                if frames.count > 1 { frames.removeLast() }
                continue
            }
            if tokens[index].kind == .punctuation && text == "{" {
                let before = previous(index).map { tokens[$0].text } ?? ""
                var kind = frames[frames.count - 1].pending ?? .closure
                if Self.closureOpeners.contains(before) || tokens[previous(index) ?? index].kind == .operator && before != "?" {
                    kind = .closure
                }
                blockKind[index] = kind
                frames[frames.count - 1].pending = nil
                openers.append(index)
                frames.append(Frame())
                continue
            }
            if tokens[index].kind == .punctuation && text == "}" {
                if !openers.isEmpty { openers.removeLast() }
                if frames.count > 1 { frames.removeLast() }
                continue
            }
            guard isKeyword else { continue }
            if text == "guard" {
                frames[frames.count - 1].guardOpen = true
            } else if text == "else" {
                let wasGuard = frames[frames.count - 1].guardOpen
                frames[frames.count - 1].guardOpen = false
                frames[frames.count - 1].pending = wasGuard ? .guardElse : .elseBody
            } else if let kind = Self.blockKeywords[text] {
                // `if` right after `else` keeps being an if; `case`/`let` words never open blocks.
                frames[frames.count - 1].pending = kind
            }
        }
        fillEnclosingBraces()
    }

    private mutating func fillEnclosingBraces() {
        var stack: [Int] = []
        for index in tokens.indices {
            if tokens[index].kind == .punctuation && tokens[index].text == "}" && !stack.isEmpty { stack.removeLast() }
            enclosingBrace[index] = stack.last
            if tokens[index].kind == .punctuation && tokens[index].text == "{" && partner[index] != nil { stack.append(index) }
        }
    }
}
