import BookModel

/// Which listings share a caption. A group is the run listings of one lesson that follow
/// each other under one heading: prose, diagrams and other-language blocks between them do
/// not part them; a heading, or a listing of another lesson or another kind, does. A listing
/// shown only or proven not to compile is a group of its own, since its caption is about it
/// alone (its reason or compiler message). Only a group's first listing is captioned.
struct ListingGroups {
    /// The group the last listing belonged to: its lesson, for run listings; nil otherwise.
    private var current: String?

    /// A heading starts new groups.
    mutating func heading() { current = nil }

    /// Whether `snippet` starts a group (and so carries the caption), and it joins the group.
    mutating func startsGroup(_ snippet: Snippet) -> Bool {
        guard case .run = snippet.attributes.role, let lesson = snippet.lesson else {
            current = nil
            return true
        }
        defer { current = lesson }
        return current != lesson
    }
}
