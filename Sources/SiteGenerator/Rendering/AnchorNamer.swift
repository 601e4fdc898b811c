/// Stable, unique heading anchors: the same heading text gives the same anchor on every
/// build, and repeats on one page get `-2`, `-3`, … in order.
struct AnchorNamer {
    private var used: [String: Int] = [:]

    mutating func anchor(for text: String) -> String {
        let base = Self.slug(text)
        let count = used[base, default: 0] + 1
        used[base] = count
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// Lowercase letters and digits joined by single hyphens; never empty.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                slug.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
