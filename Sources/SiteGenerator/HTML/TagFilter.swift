/// GitHub's tag filter for raw HTML in Markdown: the opening or closing tags that could take
/// over a page (`<script>`, `<style>`, `<iframe>`, …) lose their `<`, so they show as text.
package enum TagFilter {
    static let filteredTags = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]

    package static func apply(_ html: String) -> String {
        var result = ""
        var index = html.startIndex
        while index < html.endIndex {
            if html[index] == "<", isFiltered(html[html.index(after: index)...]) {
                result += "&lt;"
            } else {
                result.append(html[index])
            }
            index = html.index(after: index)
        }
        return result
    }

    /// Does the text after a `<` begin one of the filtered tags (`script`, `/script`, …)?
    private static func isFiltered(_ rest: Substring) -> Bool {
        let afterSlash = rest.first == "/" ? rest.dropFirst() : rest
        return filteredTags.contains { tag in
            guard afterSlash.count >= tag.count,
                afterSlash.prefix(tag.count).lowercased() == tag
            else { return false }
            let next = afterSlash.dropFirst(tag.count).first
            return next == nil || next == ">" || next == "/" || next!.isWhitespace
        }
    }
}
