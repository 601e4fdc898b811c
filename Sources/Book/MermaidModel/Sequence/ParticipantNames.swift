/// Where a participant's name ends, by Mermaid's rules, so names such as
/// `Auth Server (GitHub)`, `User's Browser`, `api.v2/users` or `auth-service` work in
/// messages and notes as they do in Mermaid.
///
/// In a message or note a name is a run of characters other than `+ < > - : , ;` and line
/// ends; after its first character `( ) / \` may appear too, and a `-` may appear as long
/// as it does not start something arrow-like (`--`, `-x`, `-)`, `-/`, `-\`, `-|`). In a
/// declaration (`participant …`, `activate …`) everything up to the end of the statement is
/// the name, except `< > : , ;`.
enum ParticipantNames {
    /// Characters that end a name in a message or note.
    private static let stops: Set<Character> = ["+", "<", ">", "-", ":", ",", ";", "\n"]
    /// Characters that may not start a name (nor follow its first run of ordinary characters
    /// without a new run beginning, which is how Mermaid lets `(GitHub)` into a name).
    private static let notFirst: Set<Character> = ["/", "\\", "(", ")"]
    /// What may not follow the end of a name's run for the name to go on (arrow-like text).
    private static let arrowLike = ["-x", "--x", "-)", "--)", "-|\\", "-\\", "-/", "-//", "-|/", "/|-", "\\|-", "//-", "\\\\-", "--|\\", "--", "()"]

    /// The index just past the name starting at `start` (untrimmed); `start` if none starts there.
    static func end(in chars: [Character], from start: Int, to limit: Int) -> Int {
        func has(_ text: String, at index: Int) -> Bool {
            var cursor = index
            for character in text {
                guard cursor < limit, chars[cursor] == character else { return false }
                cursor += 1
            }
            return true
        }
        var cursor = start
        while cursor < limit, !stops.contains(chars[cursor]), !notFirst.contains(chars[cursor]) { cursor += 1 }
        guard cursor > start else { return start }
        while cursor < limit {
            if arrowLike.contains(where: { has($0, at: cursor) }) { break }
            var next = cursor
            while next < limit, chars[next] == "-" { next += 1 }
            let runStart = next
            while next < limit, !stops.contains(chars[next]) { next += 1 }
            guard next > runStart else { break }
            cursor = next
        }
        return cursor
    }
}
