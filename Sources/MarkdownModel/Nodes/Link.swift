/// An inline link, including GFM autolinks (`https://…` written bare).
public struct Link: Sendable, Equatable {
    public var destination: String
    public var title: String
    public var children: [Inline]

    public init(destination: String, title: String, children: [Inline]) {
        self.destination = destination
        self.title = title
        self.children = children
    }
}
