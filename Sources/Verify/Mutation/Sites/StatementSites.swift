/// Statements deleted (a call on its own, or a reference set to `nil`: the clean-up a
/// coordinator forgets — `invalidate()`, `removeChild(…)`, `delegate = nil`, `stop()`) and
/// early returns removed. Either is wrapped as `if !__wbMutant(ID) { … }`, which keeps the
/// statement's lines where they were.
extension CodeScan {
    /// Calls whose deletion proves nothing about navigation.
    static let ignoredCalls: Set<String> = [
        "print", "debugPrint", "dump", "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError",
    ]
    /// Tokens after which a line break does not end the statement.
    static let continuing: Set<String> = [",", "(", "[", ":", "=", "return", "throw", "try", "await", ".", "->"]

    func statementSites() -> [Site] {
        var sites: [Site] = []
        for position in significant.indices {
            let start = significant[position]
            guard mutable[start], startsStatement(start), let end = statementEnd(from: start) else { continue }
            let range = start..<(end + 1)
            guard isMutable(range) else { continue }
            if tokens[start].text == "return" {
                if let site = earlyReturn(range) { sites.append(site) }
            } else if isDeletable(range), !mayBeImplicitReturn(range) {
                sites.append(Site(
                    mutationOperator: .deleteStatement, range: range,
                    parts: [.text("if !"), .mutantSwitch, .text(" { "), .operand(range), .text(" }")],
                    anchor: start, original: display(range), mutated: "(deleted)"))
            }
        }
        return sites
    }

    /// Closures whose value is their point: a lone statement in one is its result.
    static let valueClosureCalls: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "sorted", "reduce", "min",
        "max", "firstIndex", "lastIndex", "drop", "prefix", "count", "sum",
    ]

    /// The only statement of a body that returns a value (a function with `->`, a getter or
    /// computed property, a closure handed to `map` and the like): it is the implicit return,
    /// and deleting it would not compile.
    private func mayBeImplicitReturn(_ range: Range<Int>) -> Bool {
        guard let brace = enclosingBrace[range.lowerBound], let close = partner[brace],
            next(range.upperBound - 1) == close
        else { return false }
        let opener = previous(range.lowerBound)
        guard opener == brace || (opener.map { tokens[$0].text == "in" } ?? false) else { return false }
        switch blockKind[brace] {
        case .function?: break
        case .closure?:
            guard let before = previous(brace) else { return false }
            var callee = before
            if tokens[before].text == "(", let name = previous(before) { callee = name }
            if Self.valueClosureCalls.contains(tokens[callee].text) { return true }
            return isComputedProperty(brace)
        default: return false
        }
        if let before = previous(brace), tokens[before].text == "get" { return true }
        var cursor = previous(brace)
        while let token = cursor {
            let text = tokens[token].text
            if text == "->" { return true }
            if text == ")" || text == "]", let open = partner[token] { cursor = previous(open); continue }
            if text == "{" || text == "}" || text == "func" || text == "init" || text == ";" { return false }
            cursor = previous(token)
        }
        return false
    }

    /// `var name: Type {`: a block the highlighter cannot tell from a closure.
    private func isComputedProperty(_ brace: Int) -> Bool {
        var cursor = previous(brace)
        while let token = cursor, !newlineBetween(token, brace) || token == previous(brace) {
            let text = tokens[token].text
            if text == "var" { return true }
            if text == "=" || text == "(" || text == "{" || text == "}" { return false }
            cursor = previous(token)
        }
        return false
    }

    /// A bare `return` that is the last statement of an `if` body with no `else`: the early
    /// exit. (One with a value is left: without it the function could end with no value.)
    private func earlyReturn(_ range: Range<Int>) -> Site? {
        guard range.count == 1, let brace = enclosingBrace[range.lowerBound], blockKind[brace] == .ifBody,
            let close = partner[brace], next(range.upperBound - 1) == close
        else { return nil }
        if let after = next(close), tokens[after].text == "else" { return nil }
        return Site(
            mutationOperator: .removeEarlyReturn, range: range,
            parts: [.text("if !"), .mutantSwitch, .text(" { "), .operand(range), .text(" }")],
            anchor: range.lowerBound, original: display(range), mutated: "(no return)")
    }

    /// First on its line (or right after `{`, `;` or a closure's `in`) and not the rest of
    /// the line before.
    private func startsStatement(_ index: Int) -> Bool {
        guard let before = previous(index) else { return true }
        let text = tokens[before].text
        if text == "{" || text == ";" { return true }
        if text == "in" && tokens[before].kind == .keyword { return isClosureIn(before) }
        guard newlineBetween(before, index), !tokens[index].text.hasPrefix(".") else { return false }
        return !Self.continuing.contains(text) && !(tokens[before].kind == .operator && text != "?" && text != "!")
    }

    /// Whether an `in` ends a closure's signature rather than a `for` loop's sequence.
    private func isClosureIn(_ index: Int) -> Bool {
        var cursor = previous(index)
        while let token = cursor {
            let text = tokens[token].text
            if text == ")" || text == "]", let open = partner[token] { cursor = previous(open); continue }
            if text == "{" { return true }
            if text == "for" || text == "}" || text == ";" { return false }
            cursor = previous(token)
        }
        return false
    }

    /// The statement's last token: the line ends at bracket depth 0 and the next line does
    /// not continue it, or a `;` or the block's `}` comes.
    private func statementEnd(from start: Int) -> Int? {
        var last = start
        var cursor: Int? = start
        while let index = cursor {
            let text = tokens[index].text
            if index != start {
                if tokens[index].kind == .punctuation && (text == "}" || text == ";" || text == ")" || text == "]") { break }
                if newlineBetween(last, index) {
                    let carriesOn = text.hasPrefix(".") || Self.continuing.contains(tokens[last].text)
                        || (tokens[index].kind == .operator && isSpacedBinary(index))
                    if !carriesOn { break }
                }
            }
            if tokens[index].kind == .punctuation, text == "(" || text == "[" || text == "{" {
                guard let end = partner[index] else { return nil }
                last = end
                cursor = next(end)
                continue
            }
            last = index
            cursor = next(index)
        }
        return last
    }

    /// A call statement (`a.b?.c(…)`, with or without a trailing closure) or `path = nil`.
    private func isDeletable(_ range: Range<Int>) -> Bool {
        enum Element { case word(String), group(String), symbol(String) }
        var elements: [Element] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.isTrivia { position += 1; continue }
            if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[", let end = partner[position] {
                elements.append(.group(token.text))
                position = end + 1
                continue
            }
            if token.isName || ["self", "super", "try", "await", "nil"].contains(token.text) {
                elements.append(.word(token.text))
            } else {
                elements.append(.symbol(token.text))
            }
            position += 1
        }
        while case .word(let prefix)? = elements.first, prefix == "try" || prefix == "await" { elements.removeFirst() }
        if case .symbol(let mark)? = elements.first, mark == "?" || mark == "!" { elements.removeFirst() }  // try? / try!
        guard case .word(let first)? = elements.first, first != "super" else { return false }
        // path = nil
        if elements.count >= 3, case .symbol("=") = elements[elements.count - 2], case .word("nil") = elements[elements.count - 1] {
            return elements.dropLast(2).allSatisfy {
                if case .word = $0 { return true }
                if case .symbol(let text) = $0 { return text == "." || text == "?" || text == "!" }
                return false
            }
        }
        var callee: String?
        var lastWord = first
        for (offset, element) in elements.enumerated() {
            switch element {
            case .word(let word): lastWord = word
            case .symbol(let text): guard text == "." || text == "?" || text == "!" else { return false }
            case .group(let bracket):
                if bracket == "(" || bracket == "{" { callee = lastWord }
                if bracket == "{" && offset != elements.count - 1 { return false }
            }
        }
        guard case .group(let closing)? = elements.last, closing != "[", let callee else { return false }
        // A capitalised callee makes a value (an initialiser); a lone one is no clean-up call.
        if callee.first?.isUppercase == true { return false }
        return !Self.ignoredCalls.contains(callee) && !Self.checkCalls.contains(callee)
    }
}
