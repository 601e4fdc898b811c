/// One classified piece of a listing. Concatenating the `text` of every token gives back the input.
package struct Token: Equatable, Hashable, Sendable {
    package var kind: TokenKind
    package var text: String

    package init(kind: TokenKind, text: String) {
        self.kind = kind
        self.text = text
    }
}
