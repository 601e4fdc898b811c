/// Stable, unique heading anchors: the same heading text gives the same anchor on every
/// build, and repeats on one page get `-2`, `-3`, … in order.
///
/// An anchor is never one the page already uses: the page's own IDs (`main`, the skip
/// link's target; `site-search`) are reserved up front, so `## Main` becomes `main-2`, and a
/// numbered repeat skips a number a heading took for itself (`## A 2`, `## A`, `## A` give
/// `a-2`, `a`, `a-3`). Where nothing clashes, anchors are exactly the plain slugs.
struct AnchorNamer {
    /// Every ID handed out or reserved.
    private var taken: Set<String>
    /// How many times each slug was asked for, so repeats number on from the last.
    private var counts: [String: Int] = [:]

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    mutating func anchor(for text: String) -> String {
        unique(Self.slug(text))
    }

    /// `base` itself the first time it is free, else the next free `base-N`.
    mutating func unique(_ base: String) -> String {
        var count = counts[base, default: 0] + 1
        var candidate = count == 1 ? base : "\(base)-\(count)"
        while taken.contains(candidate) {
            count += 1
            candidate = "\(base)-\(count)"
        }
        counts[base] = count
        taken.insert(candidate)
        return candidate
    }

    /// Lowercase letters and digits joined by single hyphens; never empty. A slug never
    /// holds `--` or `_`, which is what keeps prefixed anchors (`01-a--intro`) and diagram
    /// IDs (`d_01-a_1`) apart from every heading's anchor.
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
