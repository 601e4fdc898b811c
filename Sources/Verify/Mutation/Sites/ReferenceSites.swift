/// `weak` and `unowned` made strong, switchable at run time. A capture list keeps its weak
/// capture and, when the mutant is on, adds a strong one of the same object
/// (`[weak self, __wbKeep7_0 = __wbMutant(7) ? self : nil] in _ = __wbKeep7_0; …`), so the
/// closure retains what it should not. The body must read the extra capture: the compiler
/// drops a capture nothing reads, even without optimisation. (A body that was a single
/// expression returning a value no longer compiles that way; such a mutant is discarded.) A `weak var` property becomes a computed one over a weak and a strong store,
/// the strong one used when the mutant is on. Either way the code type-checks as before.
extension CodeScan {
    func referenceSites() -> [Site] {
        captureListSites() + weakPropertySites()
    }

    private func captureListSites() -> [Site] {
        var sites: [Site] = []
        for brace in significant where tokens[brace].text == "{" && blockKind[brace] == .closure && mutable[brace] {
            guard let open = next(brace), tokens[open].text == "[", let close = partner[open],
                let after = next(close), let inWord = captureListEnd(after)
            else { continue }
            var names: [String] = []
            var cursor = next(open)
            while let index = cursor, index < close {
                let word = tokens[index].text
                if word == "weak" || word == "unowned", let name = next(index), name < close,
                    tokens[name].isName || tokens[name].text == "self" {
                    if let comma = next(name), comma == close || tokens[comma].text == "," { names.append(tokens[name].text) }
                }
                cursor = next(index)
            }
            guard !names.isEmpty, isMutable(close..<(inWord + 1)) else { continue }
            var parts: [Site.Part] = []
            for (offset, name) in names.enumerated() {
                parts += [.text(", __wbKeep"), .mutantID, .text("_\(offset) = "), .mutantSwitch, .text(" ? \(name) : nil")]
            }
            parts += [.text("]"), .operand((close + 1)..<inWord), .text("in")]
            for offset in names.indices { parts += [.text(" _ = __wbKeep"), .mutantID, .text("_\(offset);")] }
            sites.append(Site(
                mutationOperator: .strongReference, range: close..<(inWord + 1), parts: parts, anchor: open,
                original: display(open..<(close + 1)), mutated: "[" + names.joined(separator: ", ") + "] (captured strongly)"))
        }
        return sites
    }

    /// The `in` that follows a capture list, directly or after the closure's parameters.
    private func captureListEnd(_ index: Int) -> Int? {
        var cursor: Int? = index
        var steps = 0
        while let token = cursor, steps < 12 {
            if tokens[token].text == "in" && tokens[token].kind == .keyword { return token }
            if tokens[token].text == "{" || tokens[token].text == "}" { return nil }
            cursor = next(token)
            steps += 1
        }
        return nil
    }

    private func weakPropertySites() -> [Site] {
        var sites: [Site] = []
        for weak in significant where tokens[weak].text == "weak" && mutable[weak] {
            guard let brace = enclosingBrace[weak], blockKind[brace] == .type,
                let varWord = next(weak), tokens[varWord].text == "var",
                let name = next(varWord), tokens[name].isName,
                let colon = next(name), tokens[colon].text == ":", let typeStart = next(colon)
            else { continue }
            if let before = previous(weak), ["static", "class", "override", "lazy"].contains(tokens[before].text) { continue }
            var typeEnd = typeStart
            var cursor: Int? = typeStart
            var clean = true
            while let index = cursor, !newlineBetween(typeEnd, index) || index == typeStart {
                let text = tokens[index].text
                if text == "=" || text == "{" || text == ";" || text == "}" { clean = false; break }
                typeEnd = index
                cursor = next(index)
            }
            guard clean, tokens[typeEnd].text == "?" || tokens[typeEnd].text.hasSuffix("?") else { continue }
            let type = source(typeStart..<(typeEnd + 1))
            let property = tokens[name].text
            let parts: [Site.Part] = [
                .text("weak var __wbWeak"), .mutantID, .text(": \(type); var __wbStrong"), .mutantID, .text(": \(type); "),
                .text("var \(property): \(type) { get { "), .mutantSwitch, .text(" ? __wbStrong"), .mutantID, .text(" : __wbWeak"),
                .mutantID, .text(" } set { if "), .mutantSwitch, .text(" { __wbStrong"), .mutantID, .text(" = newValue } else { __wbWeak"),
                .mutantID, .text(" = newValue } } }"),
            ]
            sites.append(Site(
                mutationOperator: .strongReference, range: weak..<(typeEnd + 1), parts: parts, anchor: weak,
                original: display(weak..<(typeEnd + 1)), mutated: "var \(property): \(type) (held strongly)"))
        }
        return sites
    }
}
