/// An inline link, including GFM autolinks (`https://…` written bare).
package struct Link: Sendable, Equatable {
    package var destination: String
    package var title: String
    package var children: [Inline]
}
