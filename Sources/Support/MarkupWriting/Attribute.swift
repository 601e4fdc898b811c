/// One attribute of an element. Its value is plain text: ``MarkupWriter`` escapes it on the
/// way out, so no caller can forget to, and no value can end the attribute early.
package struct Attribute: Sendable, Hashable {
    /// Written as given; names come from the code, never from a chapter.
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    package init(_ name: String, _ value: Int) {
        self.init(name, String(value))
    }
}
