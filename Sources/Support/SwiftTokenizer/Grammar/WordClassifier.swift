/// Decides whether a word is a keyword, a type, a call, a property or a plain identifier.
enum WordClassifier {
    static func classify(_ word: WordContext) -> TokenKind {
        if !word.isBackticked, let keyword = keywordKind(of: word) { return keyword }
        if word.expectsType || word.isCapitalised { return .type }
        if word.followsDot { return word.isCalled ? .call : .property }
        if word.followsDeclarationIntroducer { return .identifier }
        return word.isCalled ? .call : .identifier
    }

    private static func keywordKind(of word: WordContext) -> TokenKind? {
        if word.followsDot {
            return word.roles.contains(.memberKeyword) ? .keyword : nil
        }
        if word.isArgumentLabel { return nil }
        if word.roles.contains(.reserved) { return .keyword }
        if word.roles.contains(.contextual), actsAsContextualKeyword(word) {
            return .contextualKeyword
        }
        return nil
    }

    /// `weak var`, `get set`, `some View` are keywords; `let set = …`, `set.insert(x)`,
    /// `get(key)` and `return some` use the same spelling as a name.
    private static func actsAsContextualKeyword(_ word: WordContext) -> Bool {
        if word.followsDeclarationIntroducer { return false }
        if let next = word.next, usesWordAsName(next) { return false }
        if word.isCalledWithParentheses, !word.roles.contains(.keywordBeforeParenthesis) { return false }
        if word.roles.contains(.needingOperand) { return word.next?.isWord == true }
        return true
    }

    /// Segments that only make sense after a name: member access, assignment, labels, lists.
    private static func usesWordAsName(_ next: Segment) -> Bool {
        switch next.kind {
        case .punctuation: return next.isSymbol(".") || next.isSymbol(":") || next.isSymbol(",") || next.isSymbol("]")
        case .operatorSymbol: return next.text.hasSuffix("=") || next.text == "?" || next.text == "!"
        default: return false
        }
    }
}
