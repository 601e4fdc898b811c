/// One classified piece of a listing. Concatenating the `text` of every token gives back the input.
public struct Token: Equatable, Hashable, Sendable {
    public var kind: TokenKind
    public var text: String

    public init(kind: TokenKind, text: String) {
        self.kind = kind
        self.text = text
    }
}
